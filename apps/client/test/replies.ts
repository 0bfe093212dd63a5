/** Scripted server answers in the RuoYi envelope, for taroMock.server.on(...). */

/** A paged table answer: `{code, msg, rows, total}`. */
export const table = (rows: unknown[], total = rows.length) => ({ data: { code: 200, msg: '', rows, total } });

/** A single-value answer: `{code, msg, data}`. */
export const data = (value: unknown) => ({ data: { code: 200, msg: '', data: value } });
