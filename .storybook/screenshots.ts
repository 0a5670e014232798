import type { StoryContext } from '@storybook/react-vite';
import { expect } from 'vitest';
import { page } from 'vitest/browser';

/**
 * Vitest setup for the storybook project: every story of the design system is compared with its
 * committed screenshot under `__screenshots__/` next to the story file (`vitest run -u` updates them).
 * Stories may set `parameters.screenshot = { target: 'viewport' }` (dialogs, toasts drawn outside the
 * canvas) or `parameters.screenshot = false`.
 */
const style = document.createElement('style');
style.textContent =
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';
document.head.append(style);

export type ScreenshotParameter = false | { target?: 'canvas' | 'viewport' };

globalThis.matchStoryScreenshot = async ({ canvasElement, parameters }: StoryContext) => {
  const option = parameters.screenshot as ScreenshotParameter | undefined;
  if (option === false || !expect.getState().testPath?.includes('/packages/ui/')) return;
  await document.fonts.ready;
  const viewport = option?.target === 'viewport';
  if (viewport) document.body.style.minHeight = '100vh';
  try {
    await expect.element(page.elementLocator(viewport ? document.body : canvasElement)).toMatchScreenshot();
  } finally {
    document.body.style.minHeight = '';
  }
};
