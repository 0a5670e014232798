import type { Preview, StoryContext } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
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
  // Visual regression: compare the rendered story with its committed screenshot (tests only).
  afterEach: async (context) => {
    await globalThis.matchStoryScreenshot?.(context);
  },
};

export default preview;
