import { matchRoutes, type LoaderFunctionArgs } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { redirects } from '../config/user-area-pages';
import { notFoundRoute, redirectRoutes } from './redirect-routes';

async function redirectFor(pathname: string) {
  const match = matchRoutes([...redirectRoutes(redirects), notFoundRoute], pathname)?.at(-1);
  const loader = match?.route.loader;
  if (typeof loader !== 'function') throw new Error(`No redirect route for ${pathname}`);
  const response = (await loader({
    request: new Request(`http://localhost${pathname}`),
    params: match?.params ?? {},
  } as LoaderFunctionArgs)) as Response;
  return {
    status: response.status,
    location: response.headers.get('Location'),
    replaces: response.headers.get('X-Remix-Replace') === 'true',
  };
}

describe('redirect routes', () => {
  it('sends /plan to the pay-as-you-go page, replacing the entry', async () => {
    expect(await redirectFor('/plan')).toEqual({
      status: 302,
      location: '/user/billing/payment',
      replaces: true,
    });
  });

  it.each(['/nope', '/deep/unknown/path', '/pricing/extra'])(
    'sends %s to /not-found-cover, replacing it',
    async (path) => {
      expect(await redirectFor(path)).toEqual({ status: 302, location: '/not-found-cover', replaces: true });
    },
  );
});
