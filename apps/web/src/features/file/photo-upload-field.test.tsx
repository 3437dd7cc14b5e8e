import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../lib/feedback';
import { uploadImage } from './file-upload';
import { PhotoUploadField } from './photo-upload-field';

vi.mock('../../lib/feedback', () => ({ showToast: vi.fn() }));
vi.mock('./file-upload', () => ({ isUploadableImage: () => true, uploadImage: vi.fn() }));
// The photo already in the form shows from the server; no network here.
vi.mock('./file.api', () => ({ fileUrlOf: () => Promise.resolve('data:,') }));

/** Each upload waits until the test finishes it, reporting progress on the way. */
type Pending = { name: string; progress: (fraction: number) => void; finish: () => void };
let pending: Pending[] = [];

function Form({ onChange }: { onChange: (keys: string[]) => void }) {
  const [keys, setKeys] = useState(['photos/earlier.png']);
  return (
    <PhotoUploadField
      label="现场照片"
      description="最多 3 张"
      photoKeys={keys}
      maxCount={3}
      progressTestId="progress"
      onChange={(next) => {
        setKeys(next);
        onChange(next);
      }}
    />
  );
}

const png = (name: string) => new File(['x'], name, { type: 'image/png' });

beforeEach(() => {
  pending = [];
  URL.createObjectURL = () => 'blob:preview';
  vi.mocked(uploadImage).mockImplementation(
    (file, onProgress) =>
      new Promise((resolve) =>
        pending.push({
          name: file.name,
          progress: onProgress,
          finish: () => resolve({ key: `photos/${file.name}`, name: file.name, size: 1 }),
        }),
      ),
  );
});

describe('PhotoUploadField', () => {
  it('takes several photos in one pick, up to the room left, each uploading with its own progress', async () => {
    const onChange = vi.fn();
    const { container } = render(<Form onChange={onChange} />);
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
    expect(input).toHaveAttribute('multiple');

    fireEvent.change(input, { target: { files: [png('a.png'), png('b.png'), png('c.png')] } });

    // One photo is in already, so two of the three go up and the third is refused with a word why.
    await waitFor(() => expect(pending.map((upload) => upload.name)).toEqual(['a.png', 'b.png']));
    expect(showToast).toHaveBeenCalledWith('最多上传 3 张，另选的 1 张未上传');
    act(() => {
      pending[0]!.progress(0.5);
      pending[1]!.progress(0.2);
    });
    const bars = screen.getByTestId('progress');
    expect(bars.textContent).toContain('50%');
    expect(bars.textContent).toContain('20%');

    await act(async () => {
      pending[0]!.finish();
      pending[1]!.finish();
      await Promise.resolve();
    });
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(['photos/earlier.png', 'photos/a.png', 'photos/b.png']),
    );
    expect(screen.queryByTestId('progress')).toBeNull();
  });
});
