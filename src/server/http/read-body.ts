/** The body as text, read no further than `max` bytes whatever Content-Length says. */
export async function readCapped(
  request: Request,
  max: number,
): Promise<string | 'too large' | 'unreadable'> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > max) {
    await request.body?.cancel().catch(() => {});
    return 'too large';
  }
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > max) {
        await reader.cancel().catch(() => {});
        return 'too large';
      }
      chunks.push(value);
    }
    const bytes = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, offset);
      offset += chunk.byteLength;
    }
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return 'unreadable';
  }
}
