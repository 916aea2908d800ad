/**
 * The dashboard is a client-rendered SPA. `next build` writes a static export to `out/`;
 * `next dev` runs without `output: 'export'`, which breaks dynamic params there.
 * @type {import('next').NextConfig}
 */
const isBuild = process.env.NODE_ENV === 'production';
// With `output: 'export'` and a custom distDir, Next writes the export into distDir itself (not `out/`).
// The e2e run builds into `out-e2e/` this way (its API URL differs from `npm start`'s), so both exports
// can exist side by side; see scripts/build-if-stale.ts.
const exportDir = isBuild ? process.env.NEXT_DIST_DIR : undefined;

const nextConfig = {
  ...(isBuild ? { output: 'export' } : {}),
  ...(exportDir ? { distDir: exportDir } : {}),
  reactStrictMode: true,
  poweredByHeader: false,
  images: { unoptimized: true },
  // `npm run typecheck` checks every file, tests included; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  // Next would otherwise report anonymous usage during builds; nothing may leave the machine.
  // Browser source maps for Sentry, hidden: scripts/build-if-stale.ts moves them out of the export after the build
  // and strips the comments naming them (scripts/source-maps.ts). `npm run analyze` (ANALYZE=1) keeps them in its
  // export: bench/chunks.ts attributes first-load bytes to packages with them.
  productionBrowserSourceMaps: isBuild,
  experimental: {
    // Turbopack's build cache (on by default) speeds up the next build on this machine; a CI run builds once on a
    // fresh clone, so writing it (~13 s beside the lint) is wasted there.
    turbopackFileSystemCacheForBuild: process.env.CI !== 'true',
    optimizePackageImports: [
      '@mantine/core',
      '@mantine/hooks',
      '@mantine/form',
      '@mantine/dates',
      '@mantine/notifications',
    ],
  },
};

export default nextConfig;
