import { useEffect } from 'react';
import { create } from 'zustand';
import { useSession, type SessionValues } from '../session/session.store';

/**
 * 长辈版 (issue 28, the MIIT 适老化 rules): larger text and targets, calmer cards. The choice is kept
 * on this phone per account (`afp.elder-mode.<loginType>:<account>`, like the other per-account
 * settings) and per device (`afp.elder-mode.device`) for the public pages; an account that has not
 * chosen follows the device's choice (made on a public page or before logging in), and where nobody
 * chose, the phone's own large-text setting (`followsSystem`).
 */
export const ELDER_CLASS = 'afp-elder';
const PREFIX = 'afp.elder-mode.';
export const DEVICE_OWNER = 'device';

type Choice = 'on' | 'off';

/** Whose choice applies: the logged-in account, or the device. */
export const elderOwnerOf = (session: Pick<SessionValues, 'hasLogin' | 'loginType' | 'uid' | 'accountId'>): string =>
  session.hasLogin && (session.uid || session.accountId)
    ? `${session.loginType}:${session.uid || session.accountId}`
    : DEVICE_OWNER;

const read = (owner: string): Choice | null => {
  try {
    const value = window.localStorage.getItem(PREFIX + owner);
    return value === 'on' || value === 'off' ? value : null;
  } catch {
    return null;
  }
};

/** Choices made in this tab, so every switch and the root class follow at once. */
const useChoices = create<Record<string, Choice>>()(() => ({}));

const choiceOf = (choices: Record<string, Choice>, owner: string): Choice | null =>
  choices[owner] ?? read(owner) ?? (owner === DEVICE_OWNER ? null : (choices[DEVICE_OWNER] ?? read(DEVICE_OWNER)));

/** Records a choice for the owner (and for the device when nobody is logged in). */
export function chooseElderMode(owner: string, isOn: boolean): void {
  const choice: Choice = isOn ? 'on' : 'off';
  useChoices.setState({ [owner]: choice });
  try {
    window.localStorage.setItem(PREFIX + owner, choice);
  } catch {
    // Storage refused (private mode): the choice lasts until the page is left.
  }
}

/** 125 % of the usual 16 px: a phone set to large text, as the MIIT rules' 长辈版 serves. */
export const LARGE_SYSTEM_TEXT_PX = 20;

/**
 * The text size the phone asks for, where the web view exposes it: the default size (`medium`,
 * which a browser's or web view's font setting scales) and, on iOS, Dynamic Type's body size.
 */
export function systemTextPx(): number {
  const sizeOf = (css: string) => {
    const probe = document.createElement('span');
    probe.style.cssText = `position:absolute;visibility:hidden;${css}`;
    document.body.appendChild(probe);
    const px = parseFloat(getComputedStyle(probe).fontSize);
    probe.remove();
    return Number.isFinite(px) ? px : 0;
  };
  const dynamicType = CSS.supports?.('font', '-apple-system-body') ? sizeOf('font:-apple-system-body') : 0;
  return Math.max(sizeOf('font-size:medium'), dynamicType);
}

/** Nobody chose: 长辈版 follows the phone's own large-text setting. A choice made here wins over it. */
export const followsSystem = (choice: Choice | null, systemPx: number): boolean =>
  choice === null ? systemPx >= LARGE_SYSTEM_TEXT_PX : choice === 'on';

/** Measured once per page load: the setting changes with the phone's settings, not while the app is open. */
let measuredSystemPx: number | undefined;
const systemPx = () => (measuredSystemPx ??= typeof document === 'undefined' ? 0 : systemTextPx());

/** Whether 长辈版 is on for whoever uses the app now, whether they have chosen at all, and how to choose. */
export function useElderMode(): { isOn: boolean; hasChosen: boolean; choose: (isOn: boolean) => void } {
  const owner = useSession(elderOwnerOf);
  const choice = useChoices((choices) => choiceOf(choices, owner));
  return {
    isOn: followsSystem(choice, systemPx()),
    hasChosen: choice !== null,
    choose: (isOn) => chooseElderMode(owner, isOn),
  };
}

/** Puts the root class on <html> while 长辈版 is on (theme.css enlarges from there). */
export function useElderModeClass(): void {
  const { isOn } = useElderMode();
  useEffect(() => {
    document.documentElement.classList.toggle(ELDER_CLASS, isOn);
  }, [isOn]);
}
