/**
 * The bench's floor page (bench/floor.ts): exported like the dashboard (static export, production browser bundle),
 * nothing configured beyond what the dashboard's next.config.mjs also sets for its first load.
 * @type {import('next').NextConfig}
 */
const nextConfig = {
  output: 'export',
  reactStrictMode: true,
  poweredByHeader: false,
  typescript: { ignoreBuildErrors: true },
  experimental: { optimizePackageImports: ['@mantine/core'] },
};

export default nextConfig;
