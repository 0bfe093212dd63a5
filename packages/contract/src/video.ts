/**
 * Video live rooms, playbacks (回看), the media library, teacher/goods ad lists and stock races
 * (SPEC §3 playback, stock race, §7 Live, Ads). Locked items carry no video sources.
 * The shapes are the schemas in ./schemas/video (the single source); these are their static types.
 */
export type {
  AdItem,
  LiveVideoInfo,
  LiveVideoRoom,
  Playback,
  PlaybackInfo,
  StockRace,
  StockRaceCategory,
  VideoCategory,
  VideoItem,
} from './schemas/video';
