import type { Preview, StoryContext } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { expect } from 'storybook/test';
import '../packages/app/src/index.css';

declare global {
  /** Set by `.storybook/screenshots.ts` when stories run as Vitest tests. */
  var matchStoryScreenshot: ((context: StoryContext) => Promise<void>) | undefined;
}

const preview: Preview = {
  // Page stories mock the API with `parameters.msw.handlers`; components need no mocks.
  loaders: [mswLoader()],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
  },
  afterEach: async (context) => {
    // Any story rendered narrower than Tailwind's `sm` breakpoint is held to the phone rules.
    if (context.canvasElement.ownerDocument.documentElement.clientWidth < 640) {
      await expectFitsPhone(context.canvasElement);
    }
    // Visual regression: compare the rendered story with its committed screenshot (tests only).
    await globalThis.matchStoryScreenshot?.(context);
  },
};

export default preview;

/**
 * On a phone nothing scrolls the page sideways (wide content, like tables, scrolls inside its own region) and
 * no button's label is cut off.
 */
async function expectFitsPhone(canvas: HTMLElement) {
  const root = canvas.ownerDocument.documentElement;
  const describe = (node: HTMLElement) =>
    `<${node.localName} class="${node.className}"> ${node.textContent?.slice(0, 30)}`;
  const culprits =
    root.scrollWidth > root.clientWidth
      ? [...canvas.querySelectorAll<HTMLElement>('*')]
          .filter((node) => node.getBoundingClientRect().right > root.clientWidth + 0.5)
          .map(describe)
      : [];
  const clipped = [...canvas.querySelectorAll<HTMLElement>('button, a')]
    .filter((node) => node.scrollWidth > node.clientWidth + 1)
    .map(describe);
  await expect({ width: root.scrollWidth, culprits, clipped }).toEqual({
    width: root.clientWidth,
    culprits: [],
    clipped: [],
  });
}
