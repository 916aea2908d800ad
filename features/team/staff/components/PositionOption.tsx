import { Text } from '@mantine/core';
import type { FlatNode } from '../../model/tree';
import classes from './PositionOption.module.css';

/** A position in a select's list: its name indented by its depth, and its place in the tree under it. */
export function PositionOption({ node }: { node: FlatNode }) {
  return (
    <div className={classes.option} style={{ paddingLeft: `${node.depth * 0.75}rem` }}>
      <span>{node.name}</span>
      {node.path.length > 0 && (
        <Text component="span" fz="xs" c="dimmed" className={classes.optionPath}>
          {node.path.join(' › ')}
        </Text>
      )}
    </div>
  );
}
