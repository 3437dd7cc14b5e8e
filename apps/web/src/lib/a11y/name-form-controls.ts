/**
 * Gives each text control of an antd-mobile Form.Item the name its visible label shows (WCAG 1.3.1 /
 * 4.1.2; axe: label). Form.Item ties its <label> to a control only through a field of its own form
 * (`name`), and the app binds its forms itself (lib/forms), so the inputs were nameless to screen
 * readers. A control with a name of its own (aria-label, a <label for>) keeps it.
 */
const UNNAMED =
  'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]):not([aria-label]):not([aria-labelledby]), textarea:not([aria-label]):not([aria-labelledby])';

/** The label's own words, without the required mark or a help popover. */
function labelText(item: Element): string {
  const label = item.querySelector(':scope .adm-form-item-label');
  if (!label) return '';
  let text = '';
  for (const node of label.childNodes) {
    if (node.nodeType === Node.TEXT_NODE) text += node.textContent ?? '';
    else if (node instanceof Element && !node.matches('[class*="required"], [class*="help"]'))
      text += node.textContent ?? '';
  }
  return text.trim();
}

export function nameFormControls(root: ParentNode = document): void {
  for (const item of root.querySelectorAll('.adm-form-item')) {
    const controls = [...item.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(UNNAMED)].filter(
      (control) => !(control.id && document.querySelector(`label[for="${CSS.escape(control.id)}"]`)),
    );
    if (controls.length === 0) continue;
    const label = labelText(item);
    if (!label) continue;
    for (const control of controls) {
      // Two controls under one label (a range): each says which one by its placeholder.
      const which = controls.length > 1 && control.placeholder ? ` ${control.placeholder}` : '';
      control.setAttribute('aria-label', label + which);
    }
  }
}

const CONTROLS = 'input:not([type="hidden"]), textarea, [role="radio"], [role="checkbox"], .adm-selector-item';
let problemIds = 0;

/**
 * Ties each form item's problem (lib/forms `fieldProblem`, shown under the field) to its controls
 * (WCAG 3.3.1 / 1.3.1): `aria-describedby` names it and `aria-invalid` marks the field, so a screen
 * reader on the field reads what is wrong; both go when the problem does. antd-mobile's inputs do
 * not pass these attributes through, hence here. Only the attributes set here are taken back.
 */
export function tieFieldProblems(root: ParentNode = document): void {
  for (const item of root.querySelectorAll('.adm-form-item')) {
    const problem = item.querySelector<HTMLElement>('[data-field-problem]');
    if (problem && !problem.id) problem.id = `afp-field-problem-${++problemIds}`;
    for (const control of item.querySelectorAll<HTMLElement>(CONTROLS)) {
      if (problem) {
        control.setAttribute('aria-describedby', problem.id);
        control.setAttribute('aria-invalid', 'true');
        control.dataset.problemTied = '';
      } else if (control.dataset.problemTied !== undefined) {
        control.removeAttribute('aria-describedby');
        control.removeAttribute('aria-invalid');
        delete control.dataset.problemTied;
      }
    }
  }
}

/** Names the controls of every form the app draws, and ties their problems, now and as pages change. */
export function watchFormControlNames(): () => void {
  let scheduled = 0;
  const observer = new MutationObserver(() => {
    if (scheduled) return;
    scheduled = requestAnimationFrame(() => {
      scheduled = 0;
      nameFormControls();
      tieFieldProblems();
    });
  });
  // Text changes too: a problem's words change in place as the input changes.
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  nameFormControls();
  tieFieldProblems();
  return () => {
    observer.disconnect();
    cancelAnimationFrame(scheduled);
  };
}
