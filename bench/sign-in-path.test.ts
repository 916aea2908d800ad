import { describe, expect, it } from 'vitest';
import { isDeskList } from './sign-in-path';

describe('isDeskList', () => {
  const get = (path: string) => ({ method: 'GET', path });

  it("takes the desk's two lists and leaves the shell's count of new orders, a detail and the report out", () => {
    expect(isDeskList(get('/dashboard/service_orders/?page=1&page_size=999&status=new%2Cin_progress'))).toBe(true);
    expect(
      isDeskList(get('/dashboard/service_orders/?page=1&page_size=999&status=completed%2Ccancelled&created_after=x')),
    ).toBe(true);
    // «Новые» alone with a search or a period is the desk's too.
    expect(isDeskList(get('/dashboard/service_orders/?page=1&page_size=999&status=new&search=a'))).toBe(true);
    expect(isDeskList(get('/dashboard/service_orders/?page=1&page_size=999&status=new'))).toBe(false);
    expect(isDeskList(get('/dashboard/service_orders/12/'))).toBe(false);
    expect(isDeskList(get('/dashboard/service_orders/report/?from=x'))).toBe(false);
    expect(isDeskList({ method: 'POST', path: '/dashboard/service_orders/?a=1' })).toBe(false);
  });
});
