/**
 * The inline app shell of the H5 index.html (issue 18): a frame drawn with the HTML, behind the app,
 * so the phone shows something before the scripts have loaded. It goes once the first page is on
 * screen (the app covers it already; removing it frees the nodes and keeps it out of the way).
 */
export const APP_SHELL_ID = 'cx-shell';

export function removeAppShell(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): void {
  doc?.getElementById(APP_SHELL_ID)?.remove();
}
