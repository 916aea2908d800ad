/** The charts' sizes, shared by the charts and the skeletons that hold their place (no shift when they are drawn). */
export const CHART_HEIGHT = 260;
export const DONUT_SIZE = 180;
