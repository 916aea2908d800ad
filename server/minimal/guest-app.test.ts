import { describe, expect, it } from 'vitest';
import { guestAppShapes } from './guest-app';
import { project } from './shape';

describe('the guest app’s minimal shapes', () => {
  it('answer the items’ spec-named keys in snake_case (`snake`), the rest as they are', () => {
    const item = { id: 3, virtualCategory: 2, service: 7, name: 'Завтрак', icon: null, order: 1, extra: true };
    expect(project(item, guestAppShapes['GET /dashboard/virtual-categories-items/:id/']!)).toEqual({
      id: 3,
      virtual_category: 2,
      service: 7,
      name: 'Завтрак',
      icon: null,
      order: 1,
    });
    const menuItem = {
      id: 5,
      menu: 1,
      cContentType: 'service',
      objectId: 7,
      order: 2,
      object: { name: 'Такси', kind: 'Услуга' },
    };
    expect(
      project(
        { count: 1, next: null, previous: null, results: [menuItem] },
        guestAppShapes['GET /dashboard/menu_items/']!,
      ),
    ).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [{ id: 5, menu: 1, c_content_type: 'service', object_id: 7, order: 2 }],
    });
  });

  it('render a sight’s coordinates and distance as DRF’s decimals', () => {
    const sight = {
      id: 1,
      category: 2,
      title: 'Эрмитаж',
      latitude: 59.9398,
      longitude: 30.3146,
      distance: 1.5,
      address: 'Дворцовая пл., 2',
    };
    expect(project(sight, guestAppShapes['GET /dashboard/content/sights/:id/']!)).toEqual({
      id: 1,
      category: 2,
      title: 'Эрмитаж',
      latitude: '59.9398',
      longitude: '30.3146',
      distance: '1.50',
    });
  });
});
