import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

describe('routes', () => {
  it('sends an unknown path to the landing page', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/tidak-ada'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Wuz');
    expect(router.state.location.pathname).toBe('/');
  });
});
