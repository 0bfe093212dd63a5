import { describe, expect, it } from 'vitest';
import { isBlankHtml, sanitizeRichText } from '../src/text/sanitize';

/** Vectors a chat message might carry; none may survive in a form a browser would execute. */
const XSS_CORPUS = [
  '<script>window.__xss=1</script>hi',
  '<img src=x onerror="window.__xss=1">',
  '<img src="https://example.com/a.png" onerror="window.__xss=1">',
  '<a href="javascript:window.__xss=1">click</a>',
  '<a href="JaVaScRiPt:window.__xss=1">click</a>',
  '<a href=" javascript:window.__xss=1">click</a>',
  '<svg onload="window.__xss=1"><circle r="1"/></svg>',
  '<p style="background:url(javascript:window.__xss=1)">styled</p>',
  '<div style="width: expression(window.__xss=1)">x</div>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<iframe srcdoc="<script>window.__xss=1</script>"></iframe>',
  '<body onload="window.__xss=1">',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1></style></mglyph></table></mtext></math>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<a href="data:text/html,<script>window.__xss=1</script>">d</a>',
  '<object data="javascript:window.__xss=1"></object>',
  '<embed src="javascript:window.__xss=1">',
  '<details open ontoggle="window.__xss=1">',
  '<span onmouseover="window.__xss=1">hover</span>',
  '"><script>window.__xss=1</script>',
  '<scr<script>ipt>window.__xss=1</script>',
  '<img src="/uploads/../../etc/passwd">',
  '<form action="javascript:window.__xss=1"><button>go</button></form>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
];

/** Markers that must not appear in stored content (case-insensitive). */
const FORBIDDEN = [/<script/i, /onerror/i, /onload/i, /javascript:/i, /<svg/i, /<iframe/i, /style=/i, /<style/i, /expression\(/i, /data:/i, /on\w+=/i, /<object/i, /<embed/i, /<base/i, /<meta/i, /<form/i];

describe('sanitizeRichText', () => {
  it('removes every vector of the XSS corpus', () => {
    for (const vector of XSS_CORPUS) {
      const out = sanitizeRichText(vector);
      for (const marker of FORBIDDEN) expect([vector, out, marker.test(out)]).toEqual([vector, out, false]);
    }
  });

  it('keeps the allowed formatting, pictures and links', () => {
    expect(sanitizeRichText('<p><b>涨</b> <strong>停</strong> <i>i</i> <em>e</em> <u>u</u><br><span>s</span></p>')).toBe(
      '<p><b>涨</b> <strong>停</strong> <i>i</i> <em>e</em> <u>u</u><br /><span>s</span></p>',
    );
    expect(sanitizeRichText('<img src="/uploads/chat/2024/a.png" alt="图" width="120" height="abc" class="x">')).toBe(
      '<img src="/uploads/chat/2024/a.png" alt="图" width="120" />',
    );
    expect(sanitizeRichText('<img src="https://cdn.example.com/a.gif">')).toBe('<img src="https://cdn.example.com/a.gif" />');
    expect(sanitizeRichText('<a href="https://example.com/x?a=1" onclick="x()">link</a>')).toBe(
      '<a href="https://example.com/x?a=1" rel="noopener noreferrer" target="_blank">link</a>',
    );
    // A link with an unsafe target keeps its text only.
    expect(sanitizeRichText('<a href="javascript:alert(1)">text</a>')).toBe('<span>text</span>');
    expect(sanitizeRichText('<div><h1>t</h1>plain &amp; 😀</div>')).toBe('tplain &amp; 😀');
  });

  it('treats whitespace, &nbsp; and empty paragraphs as blank, pictures as content', () => {
    for (const blank of ['', '   ', '<p></p>', '<p>&nbsp;</p>', '<p> <br /> </p>', '&nbsp;&nbsp;', '\u3000', '<script>x</script>']) {
      expect([blank, isBlankHtml(sanitizeRichText(blank))]).toEqual([blank, true]);
    }
    expect(isBlankHtml(sanitizeRichText('<p>0</p>'))).toBe(false);
    expect(isBlankHtml(sanitizeRichText('<img src="/uploads/a.png">'))).toBe(false);
    expect(isBlankHtml(sanitizeRichText('<img src="javascript:x">'))).toBe(true);
  });
});
