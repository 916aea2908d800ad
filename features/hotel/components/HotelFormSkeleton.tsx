import { Grid, Paper, Skeleton, Stack } from '@mantine/core';

/** One input as the form draws it: label, 36 px field, note line. */
function FieldSkeleton({ height = 36 }: { height?: number }) {
  return (
    <Stack gap={6}>
      <Skeleton height={12} width="35%" radius="sm" />
      <Skeleton height={height} radius="sm" />
      <Skeleton height={10} width="20%" radius="sm" />
    </Stack>
  );
}

function SectionSkeleton({ rows }: { rows: { span: number; height?: number }[][] }) {
  return (
    <Paper p={{ base: 'md', sm: 'lg' }} radius="md" withBorder>
      <Skeleton height={20} width={200} radius="sm" mb={8} />
      <Skeleton height={12} width={280} radius="sm" mb="md" />
      <Grid gap="md">
        {rows.flat().map((cell, index) => (
          <Grid.Col key={index} span={{ base: 12, sm: cell.span }}>
            <FieldSkeleton height={cell.height} />
          </Grid.Col>
        ))}
      </Grid>
    </Paper>
  );
}

/** The hotel form while its record loads: the same four sections at their final size, so nothing jumps. */
export function HotelFormSkeleton() {
  return (
    <Stack gap="lg" aria-hidden="true">
      <SectionSkeleton rows={[[{ span: 8 }, { span: 4 }], [{ span: 12, height: 104 }]]} />
      <SectionSkeleton
        rows={[
          [{ span: 12 }],
          [{ span: 8 }, { span: 4 }],
          [{ span: 4 }, { span: 4 }, { span: 4 }],
          [{ span: 6 }, { span: 6 }],
          [{ span: 12 }],
        ]}
      />
      <SectionSkeleton rows={[[{ span: 3 }, { span: 3 }], [{ span: 12, height: 84 }], [{ span: 6 }, { span: 6 }]]} />
      <SectionSkeleton rows={[[{ span: 6 }, { span: 6 }]]} />
    </Stack>
  );
}
