/** A multipart/form-data body for inject(), as a browser's upload would send it. */
export function multipart(parts: { field: string; filename?: string; type?: string; content: Buffer | string }[]) {
  const boundary = `----caixue${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename === undefined ? `form-data; name="${part.field}"` : `form-data; name="${part.field}"; filename="${part.filename}"`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.filename === undefined ? '' : `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n`}\r\n`;
    chunks.push(Buffer.from(head), Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
