import { useLayoutEffect, useRef } from 'react';
import { Stepper, type StepperProps } from 'antd-mobile';

const SPIN_ATTRIBUTES = ['role', 'aria-valuenow', 'aria-valuemax', 'aria-valuemin'];

/**
 * antd-mobile's Stepper, named (its input by `label`) and with its spin-button attributes on the input
 * only: antd-mobile's Input copies them to its wrapper too, a div where they are not allowed (axe:
 * aria-allowed-attr). Mended after every render, since React sets them again when the value changes.
 */
export function NumberStepper({ label, ...props }: StepperProps & { label: string; 'data-testid'?: string }) {
  const frame = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const wrapper = frame.current?.querySelector('.adm-stepper-input');
    for (const name of SPIN_ATTRIBUTES) wrapper?.removeAttribute(name);
    frame.current?.querySelector('input')?.setAttribute('aria-label', label);
  });
  return (
    <div ref={frame}>
      <Stepper {...props} />
    </div>
  );
}
