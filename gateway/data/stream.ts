// A pull-driven byte stream over an async generator: the next page is read only when the reader wants more.
export function streamOf(source: AsyncGenerator<string | Uint8Array>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { value, done } = await source.next();
        if (done) controller.close();
        else controller.enqueue(typeof value === 'string' ? encoder.encode(value) : value);
      },
      async cancel() {
        await source.return(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}
