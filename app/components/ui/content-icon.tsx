import {
  BadgeCheck, BarChart3, Boxes, ClipboardCheck, Clock, Coins, Cpu, FileText, Gauge, Globe, Handshake, Leaf,
  Lightbulb, Lock, MapPin, Package, Plane, Recycle, RefreshCw, Route, Search, ShieldCheck, Ship, Snowflake,
  Sparkles, Target, Thermometer, TrendingUp, Truck, Users, Warehouse, Wrench, Zap, type LucideIcon,
} from "lucide-react";
import type { IconName } from "#contracts/icons";

const icons: Record<IconName, LucideIcon> = {
  truck: Truck, ship: Ship, plane: Plane, warehouse: Warehouse, package: Package, boxes: Boxes,
  "clipboard-check": ClipboardCheck, "file-text": FileText, "shield-check": ShieldCheck, leaf: Leaf,
  recycle: Recycle, thermometer: Thermometer, snowflake: Snowflake, gauge: Gauge, "bar-chart": BarChart3,
  route: Route, clock: Clock, users: Users, globe: Globe, cpu: Cpu, lock: Lock, lightbulb: Lightbulb,
  target: Target, "trending-up": TrendingUp, wrench: Wrench, "badge-check": BadgeCheck, handshake: Handshake,
  "map-pin": MapPin, zap: Zap, search: Search, coins: Coins, "refresh-cw": RefreshCw, sparkles: Sparkles,
};

/** Renders an icon named by content; decorative, so hidden from assistive technology. */
export function ContentIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = icons[name] ?? Sparkles;
  return <Icon aria-hidden="true" className={className} />;
}
