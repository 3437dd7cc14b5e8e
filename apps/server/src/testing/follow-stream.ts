/** Reads a streamed answer (an event stream, a long download) into `text` as it arrives, until the server ends it. */
export async function followStream(response: Response): Promise<{ text: string; ended: boolean }> {
  const received = { text: '', ended: false };
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) break;
      received.text += value;
    }
    received.ended = true;
  })();
  return received;
}
