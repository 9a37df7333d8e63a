import type { AxiosAdapter } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { apiAxios, getHealth } from '..';

describe('generated API client', () => {
  it('sends its requests through the app axios instance, to the same origin', async () => {
    const adapter = vi.fn<AxiosAdapter>(async (config) => ({
      data: { status: 'ok', database: 'up' },
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    }));
    vi.spyOn(apiAxios.defaults, 'adapter', 'get').mockReturnValue(adapter);

    const response = await getHealth({ throwOnError: true });

    expect(response.data).toEqual({ status: 'ok', database: 'up' });
    expect(adapter).toHaveBeenCalledOnce();
    const [config] = adapter.mock.calls[0] ?? [];
    expect(config?.url).toBe('/api/health');
    expect(config?.baseURL).toBe('');
    expect(config?.headers.Authorization).toBeUndefined();
  });
});
