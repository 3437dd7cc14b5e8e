import { describe, expect, it, vi } from 'vitest';

const mutations = vi.hoisted(() => ({ loaded: 0, sendTransfer: vi.fn(() => Promise.resolve({ id: 't1' })) }));
vi.mock('./transfer.mutations', () => {
  mutations.loaded += 1;
  return { sendTransfer: mutations.sendTransfer };
});

const { TRANSFER_OUTBOX } = await import('./transfer.outbox');

describe('the transfer form for 待发送', () => {
  it('is declared without its send code (the entry declares it; zod comes with that code), loaded by the first send', async () => {
    expect(mutations.loaded).toBe(0);
    const [form] = TRANSFER_OUTBOX;
    const body = { assignmentId: 'a1' };
    await expect(form?.send(body, 'key-1')).resolves.toEqual({ id: 't1' });
    expect(mutations.loaded).toBe(1);
    expect(mutations.sendTransfer).toHaveBeenCalledWith(body, 'key-1');
  });
});
