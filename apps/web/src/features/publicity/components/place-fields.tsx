import type { ReactNode } from 'react';
import { Form } from 'antd-mobile';
import { PUBLICITY_PHOTO_MAX } from '@afp/contract';
import { LocationField } from '../../../components/location-field';
import { TextField, fieldProblem } from '../../../lib/forms';
import { PhotoUploadField } from '../../file';
import { TimeField } from './time-field';
import type { PlaceFields as PlaceForm } from '../publicity.rules';

/**
 * The where/when/how-many part that a publicity record and a 一案一宣 activity share: place, time,
 * audience, (the caller's own counts,) photos. Test ids are `<testIdPrefix>-time` and so on.
 */
export function PlaceFields({
  form,
  problems,
  patch,
  testIdPrefix,
  labels,
  children,
}: {
  form: PlaceForm;
  problems: Partial<Record<'location' | 'occurredAt' | 'audience' | 'photos', string>>;
  patch: (fields: Partial<PlaceForm>) => void;
  testIdPrefix: string;
  labels: { location: string; occurredAt: string; photos: string };
  /** Fields between the audience and the photos. */
  children?: ReactNode;
}) {
  const fields = { form, patch, problems };
  return (
    <>
      <LocationField
        label={labels.location}
        required
        value={form}
        problem={problems.location}
        testIdPrefix={testIdPrefix}
        onChange={patch}
      />
      <TimeField
        label={labels.occurredAt}
        value={form.occurredAt}
        problem={problems.occurredAt}
        testId={`${testIdPrefix}-time`}
        onChange={(occurredAt) => patch({ occurredAt })}
      />
      <TextField
        of={fields}
        name="audience"
        label="受众人数"
        required
        testId={`${testIdPrefix}-audience`}
        inputMode="numeric"
        placeholder="0"
      />
      {children}
      <PhotoUploadField
        label={labels.photos}
        description={`支持 png、jpg，至少1张，最多 ${PUBLICITY_PHOTO_MAX} 张`}
        photoKeys={form.photos}
        maxCount={PUBLICITY_PHOTO_MAX}
        testId={`${testIdPrefix}-photos`}
        onChange={(photos) => patch({ photos })}
      />
      {problems.photos ? <Form.Item description={fieldProblem(problems.photos)} /> : null}
    </>
  );
}
