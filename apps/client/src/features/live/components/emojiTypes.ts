export interface EmojiPagesProps {
  /** SPEC §2: 6 pages of 24. */
  pages: string[][];
  onPick: (emoji: string) => void;
}
