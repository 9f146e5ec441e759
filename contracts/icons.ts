/** Icons that content (pages and blog posts) may name; the browser maps each to a lucide component. */
export const iconNames = [
  "truck", "ship", "plane", "warehouse", "package", "boxes", "clipboard-check", "file-text",
  "shield-check", "leaf", "recycle", "thermometer", "snowflake", "gauge", "bar-chart", "route",
  "clock", "users", "globe", "cpu", "lock", "lightbulb", "target", "trending-up", "wrench",
  "badge-check", "handshake", "map-pin", "zap", "search", "coins", "refresh-cw", "sparkles",
] as const;

export type IconName = (typeof iconNames)[number];
