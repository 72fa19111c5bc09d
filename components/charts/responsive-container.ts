"use client";

// recharts' ResponsiveContainer alone, for ChartFrame to load with `import()`:
// an import() of "recharts" itself would take the whole package (every chart type recharts
// has, ~49 KB gzip more on each chart page), a named import only what it needs.
export { ResponsiveContainer } from "recharts";
