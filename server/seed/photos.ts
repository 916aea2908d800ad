/**
 * Demo photos of the seed: a few pictures per hotel and for some of its services, painted in code (landscapes,
 * a city at dusk, a plate, spa stones) and encoded as PNG — no assets, no network.
 *
 * The rows go into `images` like uploads, but their files are not written here: a demo file's name says how to
 * paint it (`demo-<scene>-<key>.png`, the same picture for the same name), so `GET /media/<name>` paints and stores
 * it the first time it is asked for (server/media/serve.ts). That keeps the seed free of disk writes and lets a
 * database cloned from the test template, whose data directory never saw the files, show the photos too.
 */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { hotels, services } from '../db/schema';
import { encodePng, type Pixel } from '../media/png';
import { images } from '../media/schema';

type Rgb = readonly [number, number, number];

/** The pictures the seed knows how to paint. */
const SCENES = ['sea', 'sunset', 'mountains', 'forest', 'city', 'plate', 'spa'] as const;
export type Scene = (typeof SCENES)[number];

// 3:2 like most photos; sharp in a gallery card on a 2× screen, small enough to paint in tens of milliseconds.
const WIDTH = 480;
const HEIGHT = 320;
const DEMO_NAME = /^demo-([a-z]+)-[a-z0-9-]{1,40}\.png$/;

// ---------------------------------------------------------------------------------------------------------
// Painting helpers.

/** FNV-1a: a stable number for a name, the seed of its picture. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/** mulberry32: a small seeded PRNG, so one name always gives one picture. */
function randomOf(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function clamp01(value: number): number {
  return Math.max(0, Math.min(1, value));
}

/** Math.hypot of two numbers, several times faster (it is called for every pixel). */
function distanceOf(dx: number, dy: number): number {
  return Math.sqrt(dx * dx + dy * dy);
}

function smoothstep(edge0: number, edge1: number, x: number): number {
  const t = clamp01((x - edge0) / (edge1 - edge0));
  return t * t * (3 - 2 * t);
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  const k = clamp01(t);
  return [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k, a[2] + (b[2] - a[2]) * k];
}

function shade(color: Rgb, factor: number): Rgb {
  return [color[0] * factor, color[1] * factor, color[2] * factor];
}

function add(color: Rgb, amount: number): Rgb {
  return [color[0] + amount, color[1] + amount, color[2] + amount];
}

/** A vertical gradient through evenly spaced stops. */
function gradient(stops: readonly Rgb[], t: number): Rgb {
  const scaled = clamp01(t) * (stops.length - 1);
  const index = Math.min(stops.length - 2, Math.floor(scaled));
  return mix(stops[index]!, stops[index + 1]!, scaled - index);
}

/** A vertical gradient from the top of the picture to `span` rows (then its last colour), computed once per row. */
function rows(stops: readonly Rgb[], span: number): (y: number) => Rgb {
  const colors = Array.from({ length: HEIGHT }, (_, y) => gradient(stops, y / span));
  return (y) => colors[Math.min(HEIGHT - 1, Math.max(0, Math.floor(y)))]!;
}

/** A disc with a soft, anti-aliased edge: 1 inside, 0 outside. */
function disc(x: number, y: number, cx: number, cy: number, radius: number): number {
  return 1 - smoothstep(radius - 1.2, radius + 1.2, distanceOf(x - cx, y - cy));
}

/** A ridge line made of a few sines (mountains, hills, a beach), computed once per column. */
function ridge(random: () => number, base: number, amplitude: number): (x: number) => number {
  const waves = Array.from({ length: 4 }, (_, i) => ({
    frequency: (0.005 + random() * 0.012) * (i + 1),
    phase: random() * Math.PI * 2,
    amplitude: amplitude / (i + 1),
  }));
  const heights = Float64Array.from(
    { length: WIDTH },
    (_, x) => base + waves.reduce((sum, wave) => sum + wave.amplitude * Math.sin(x * wave.frequency + wave.phase), 0),
  );
  return (x) => heights[Math.min(WIDTH - 1, Math.max(0, Math.round(x)))]!;
}

// ---------------------------------------------------------------------------------------------------------
// Scenes. Each returns the painter of one picture; colours that do not depend on the pixel are made once.

const SAND: Rgb = [230, 205, 160];
const WET_SAND: Rgb = [205, 175, 130];
const WALL: Rgb = [35, 40, 60];
const WINDOW: Rgb = [250, 210, 120];
const WOOD: Rgb = [150, 100, 65];
const HERB: Rgb = [70, 130, 60];
const DARK_STONE: Rgb = [95, 95, 100];
const LIGHT_STONE: Rgb = [130, 125, 120];

function sea(random: () => number): Pixel {
  const horizon = HEIGHT * (0.5 + random() * 0.08);
  const sunX = WIDTH * (0.2 + random() * 0.6);
  const sunY = horizon * (0.35 + random() * 0.25);
  const beach = ridge(random, HEIGHT * 0.86, 10);
  const skyOf = rows(
    [
      [70, 140, 205],
      [150, 200, 235],
      [225, 238, 245],
    ],
    horizon,
  );
  const waterOf = rows(
    [
      [40, 120, 170],
      [40, 120, 170],
      [30, 150, 175],
      [70, 190, 190],
    ],
    HEIGHT,
  );
  return (x, y) => {
    if (y < horizon) {
      const sky = skyOf(y);
      const distance2 = (x - sunX) ** 2 + (y - sunY) ** 2;
      if (distance2 > 200 ** 2) return sky;
      const glow = Math.exp(-distance2 / (2 * 60 ** 2));
      return mix(add(sky, glow * 40), [255, 250, 225], disc(x, y, sunX, sunY, 22));
    }
    if (y > beach(x)) return mix(SAND, WET_SAND, (y - beach(x)) / 40);
    const depth = (y - horizon) / (HEIGHT - horizon);
    return add(waterOf(y), 14 * Math.sin(x / 6 + (y * y) / 260) * depth);
  };
}

function sunset(random: () => number): Pixel {
  const horizon = HEIGHT * (0.6 + random() * 0.06);
  const sunX = WIDTH * (0.3 + random() * 0.4);
  const skyOf = rows(
    [
      [60, 45, 110],
      [180, 80, 110],
      [245, 150, 80],
      [252, 205, 120],
    ],
    horizon,
  );
  const waterColors = Array.from({ length: HEIGHT }, (_, y) =>
    gradient(
      [
        [120, 60, 80],
        [50, 35, 70],
      ],
      (y - horizon) / (HEIGHT - horizon),
    ),
  );
  const waterOf = (y: number) => waterColors[Math.min(HEIGHT - 1, Math.floor(y))]!;
  return (x, y) => {
    if (y < horizon) {
      const sky = skyOf(y);
      return Math.abs(x - sunX) > 40 ? sky : mix(sky, [255, 235, 170], disc(x, y, sunX, horizon, 38));
    }
    const depth = (y - horizon) / (HEIGHT - horizon);
    const water = waterOf(y);
    const column = Math.exp(-((x - sunX) ** 2) / (2 * (30 + depth * 50) ** 2));
    const ripple = 0.5 + 0.5 * Math.sin(y * 0.9 + Math.sin(x / 11) * 2);
    return mix(water, [250, 190, 110], column * ripple * 0.8);
  };
}

function mountains(random: () => number): Pixel {
  const ranges = [
    { line: ridge(random, HEIGHT * 0.42, 45), color: [150, 170, 200] as Rgb },
    { line: ridge(random, HEIGHT * 0.55, 40), color: [90, 115, 140] as Rgb },
    { line: ridge(random, HEIGHT * 0.7, 25), color: [70, 110, 60] as Rgb },
  ];
  const snow = random() > 0.3;
  const skyOf = rows(
    [
      [95, 150, 210],
      [185, 215, 240],
    ],
    HEIGHT * 0.5,
  );
  return (x, y) => {
    for (let i = ranges.length - 1; i >= 0; i -= 1) {
      const range = ranges[i]!;
      const top = range.line(x);
      if (y >= top) {
        const below = (y - top) / HEIGHT;
        let color = shade(range.color, 1 - below * 0.8);
        if (i === 0 && snow && below < 0.05) color = mix([245, 248, 252], color, below / 0.05);
        return color;
      }
    }
    return skyOf(y);
  };
}

function forest(random: () => number): Pixel {
  const layers = [0.5, 0.62, 0.76].map((level, i) => ({
    hill: ridge(random, HEIGHT * level, 18),
    spacing: 14 + i * 8 + random() * 6,
    height: 26 + i * 16,
    color: [
      [110, 140, 120],
      [60, 100, 70],
      [30, 65, 40],
    ][i] as unknown as Rgb,
  }));
  const skyOf = rows(
    [
      [200, 220, 225],
      [235, 230, 205],
    ],
    HEIGHT * 0.6,
  );
  return (x, y) => {
    for (let i = layers.length - 1; i >= 0; i -= 1) {
      const layer = layers[i]!;
      const phase = (x % layer.spacing) / layer.spacing;
      const tree = layer.height * (1 - Math.abs(phase * 2 - 1));
      if (y >= layer.hill(x) - tree) return shade(layer.color, 1 - ((y - layer.hill(x)) / HEIGHT) * 0.5);
    }
    return skyOf(y);
  };
}

function city(random: () => number): Pixel {
  const waterline = HEIGHT * 0.72;
  const buildings: { from: number; to: number; top: number; lit: number }[] = [];
  for (let x = 0; x < WIDTH; ) {
    const width = Math.round(26 + random() * 36);
    buildings.push({ from: x, to: x + width, top: waterline - (40 + random() * 115), lit: random() });
    x += width + Math.round(random() * 4);
  }
  // The building standing in each column (undefined in the gaps between them).
  const skyOf = rows(
    [
      [20, 30, 70],
      [70, 70, 130],
      [230, 140, 90],
    ],
    waterline,
  );
  const byColumn = Array.from({ length: WIDTH }, (_, x) => buildings.find((b) => x >= b.from && x < b.to));
  const above = (x: number, y: number): Rgb => {
    const building = byColumn[Math.min(WIDTH - 1, Math.max(0, Math.round(x)))];
    if (building && y >= building.top) {
      const column = Math.floor((x - building.from) / 7);
      const row = Math.floor((y - building.top) / 9);
      const inWindow = (x - building.from) % 7 > 2 && (y - building.top) % 9 > 3 && x < building.to - 3;
      if (!inWindow) return WALL;
      const lit =
        (((building.from * 73_856_093) ^ (column * 19_349_663) ^ (row * 83_492_791)) >>> 0) % 100 <
        25 + building.lit * 35;
      return lit ? WINDOW : WALL;
    }
    return skyOf(y);
  };
  return (x, y) => {
    if (y < waterline) return above(x, y);
    const mirrored = 2 * waterline - y;
    const wave = 1.5 * Math.sin(y / 1.7);
    return shade(above(Math.min(WIDTH - 1, Math.max(0, x + wave)), Math.max(0, mirrored)), 0.55);
  };
}

function plate(random: () => number): Pixel {
  const cx = WIDTH * (0.45 + random() * 0.1);
  const cy = HEIGHT * 0.5;
  const food = [
    [200, 70, 50],
    [230, 170, 60],
    [120, 160, 70],
  ][Math.floor(random() * 3)] as unknown as Rgb;
  const herbs = Array.from({ length: 5 }, () => {
    const angle = random() * Math.PI * 2;
    const from = random() * 40;
    return { x: cx + Math.cos(angle) * from, y: cy + Math.sin(angle) * from, radius: 5 + random() * 5 };
  });
  return (x, y) => {
    const grain = 12 * Math.sin(x / 9 + Math.sin(y / 37) * 3) + 6 * Math.sin(x / 3.1);
    let color: Rgb = add(WOOD, grain);
    const distance = distanceOf(x - cx, y - cy);
    if (distance > 150) return color;
    const shadow = Math.exp(-((distance - 120) ** 2) / (2 * 11 ** 2)) * (y > cy ? 0.25 : 0.1);
    color = shade(color, 1 - shadow);
    color = mix(color, add([240, 240, 235], -Math.max(0, distance - 88) * 0.4), disc(x, y, cx, cy, 120));
    if (distance > 70) return color;
    const spots = 18 * Math.sin(x / 5) * Math.sin(y / 6) + 12 * Math.sin((x + y) / 9);
    color = mix(color, add(food, spots), disc(x, y, cx, cy, 66));
    for (const herb of herbs) color = mix(color, HERB, disc(x, y, herb.x, herb.y, herb.radius));
    return color;
  };
}

function spa(random: () => number): Pixel {
  const cx = WIDTH * (0.4 + random() * 0.2);
  const stones = [
    { cy: HEIGHT * 0.8, rx: 88, ry: 30 },
    { cy: HEIGHT * 0.635, rx: 70, ry: 24 },
    { cy: HEIGHT * 0.505, rx: 53, ry: 19 },
    { cy: HEIGHT * 0.405, rx: 37, ry: 14 },
  ];
  const backgroundOf = rows(
    [
      [245, 235, 220],
      [225, 210, 190],
    ],
    HEIGHT,
  );
  return (x, y) => {
    for (let index = stones.length - 1; index >= 0; index -= 1) {
      const stone = stones[index]!;
      const u = (x - cx) / stone.rx;
      const v = (y - stone.cy) / stone.ry;
      const r = distanceOf(u, v);
      if (r <= 1) {
        const light = 0.7 + 0.3 * clamp01(1 - distanceOf(u + 0.4, v + 0.5));
        return shade(index % 2 === 0 ? DARK_STONE : LIGHT_STONE, light * (1 - smoothstep(0.9, 1, r) * 0.3));
      }
    }
    return backgroundOf(y);
  };
}

const PAINTERS: Record<Scene, (random: () => number) => Pixel> = { sea, sunset, mountains, forest, city, plate, spa };

/** The name a demo photo of `scene` gets; `key` makes it unique (hotel and number, or service). */
export function demoName(scene: Scene, key: string): string {
  return `demo-${scene}-${key}.png`;
}

/** True for the file names {@link demoPhoto} can paint. */
export function isDemoPhotoName(name: string): boolean {
  const match = DEMO_NAME.exec(name);
  return match !== null && (SCENES as readonly string[]).includes(match[1]!);
}

/** Pictures of one scene differ by a variant taken from the name: a few are enough for a demo. */
const VARIANTS = 3;
const painted = new Map<string, { bytes: Buffer; width: number; height: number }>();

/**
 * The demo photo a name stands for (always the same bytes for the same name), or null for any other name.
 * Painting one takes 10–30 ms, so each scene's variants are painted once per process: the seed's photos share
 * them, and a server that restores them only paints each variant once.
 */
export function demoPhoto(name: string): { bytes: Buffer; width: number; height: number } | null {
  if (!isDemoPhotoName(name)) return null;
  const scene = DEMO_NAME.exec(name)![1] as Scene;
  const key = `${scene}-${hashOf(name) % VARIANTS}`;
  let photo = painted.get(key);
  if (!photo) {
    photo = { bytes: encodePng(WIDTH, HEIGHT, PAINTERS[scene](randomOf(hashOf(key)))), width: WIDTH, height: HEIGHT };
    painted.set(key, photo);
  }
  return photo;
}

// ---------------------------------------------------------------------------------------------------------
// What the seed adds.

/** Each demo hotel's photos, first the main one. */
const HOTEL_PHOTOS: Readonly<Record<number, readonly (readonly [Scene, string])[]>> = {
  1: [
    ['city', 'Вид на Неву.png'],
    ['sunset', 'Закат с террасы на крыше.png'],
    ['plate', 'Ресторан петербургской кухни.png'],
    ['spa', 'Спа с бассейном.png'],
  ],
  2: [
    ['sea', 'Собственный пляж.png'],
    ['sunset', 'Закат над морем.png'],
    ['mountains', 'Вид на горы с балкона.png'],
    ['spa', 'Спа-павильон.png'],
  ],
  3: [
    ['mountains', 'Горы Алтая.png'],
    ['forest', 'Шале в лесу.png'],
    ['sunset', 'Вечер у Катуни.png'],
    ['plate', 'Ужин из местных продуктов.png'],
  ],
};

/** Services that get a photo, by a word of their name; at most this many per hotel. */
const SERVICE_SCENES: readonly (readonly [RegExp, Scene])[] = [
  [/завтрак|борщ|блин|хачапури|пицц|ужин|тарелк|сэндвич/i, 'plate'],
  [/массаж|баня|спа/i, 'spa'],
];
const SERVICE_PHOTOS_PER_HOTEL = 2;

type ImageRow = typeof images.$inferInsert;

/** The `images` row of a demo photo (its size taken from the painted picture); `name` from {@link demoName}. */
export function photoRow(
  name: string,
  originalName: string,
  fields: Pick<ImageRow, 'contentType' | 'objectId' | 'hotelId' | 'isMain' | 'position'>,
): ImageRow {
  const photo = demoPhoto(name)!;
  return {
    ...fields,
    fileName: name,
    originalName,
    mimeType: 'image/png',
    size: photo.bytes.length,
    width: photo.width,
    height: photo.height,
  };
}

/**
 * Adds the demo photos of each demo hotel that has no image yet, and one photo to a few of its services (dishes,
 * massage, banya) that have none. Idempotent like the rest of the seed. Returns the number of images added.
 */
export async function seedPhotos(db: Database): Promise<number> {
  const hotelIds = Object.keys(HOTEL_PHOTOS).map(Number);
  const existing = await db.select({ id: hotels.id }).from(hotels).where(inArray(hotels.id, hotelIds));
  const rows: ImageRow[] = [];
  for (const { id: hotelId } of existing) {
    const [hotelImages] = await db
      .select({ value: count() })
      .from(images)
      .where(and(eq(images.contentType, 'hotel'), eq(images.objectId, hotelId)));
    if ((hotelImages?.value ?? 0) === 0) {
      for (const [index, [scene, originalName]] of HOTEL_PHOTOS[hotelId]!.entries()) {
        rows.push(
          photoRow(demoName(scene, `h${hotelId}-${index + 1}`), originalName, {
            contentType: 'hotel',
            objectId: hotelId,
            hotelId,
            isMain: index === 0,
            position: index + 1,
          }),
        );
      }
    }

    const hotelServices = await db
      .select({ id: services.id, name: services.name })
      .from(services)
      .where(eq(services.hotelId, hotelId))
      .orderBy(asc(services.position), asc(services.id));
    const withImages = new Set(
      (
        await db
          .select({ id: images.objectId })
          .from(images)
          .where(and(eq(images.contentType, 'service'), eq(images.hotelId, hotelId)))
      ).map((row) => row.id),
    );
    let added = 0;
    for (const service of hotelServices) {
      if (added >= SERVICE_PHOTOS_PER_HOTEL) break;
      const scene = SERVICE_SCENES.find(([pattern]) => pattern.test(service.name))?.[1];
      if (!scene || withImages.has(service.id)) continue;
      rows.push(
        photoRow(demoName(scene, `s${service.id}`), `${service.name}.png`, {
          contentType: 'service',
          objectId: service.id,
          hotelId,
          isMain: true,
          position: 1,
        }),
      );
      added += 1;
    }
  }
  if (rows.length > 0) await db.insert(images).values(rows).onConflictDoNothing();
  return rows.length;
}
