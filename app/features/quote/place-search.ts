import type { Place } from "./places";

/** Places whose code starts with, or whose name or country contains, the text: code matches first, then names that start with it. */
export function searchPlaces(places: readonly Place[], text: string, limit = 8): Place[] {
  const query = text.trim().toLowerCase();
  if (query.length === 0) return places.slice(0, limit);
  const byCode: Place[] = [];
  const byNameStart: Place[] = [];
  const byName: Place[] = [];
  for (const place of places) {
    const name = place.name.toLowerCase();
    if (place.code.toLowerCase().startsWith(query)) byCode.push(place);
    else if (name.startsWith(query)) byNameStart.push(place);
    else if (name.includes(query) || place.country.toLowerCase().includes(query)) byName.push(place);
  }
  return [...byCode, ...byNameStart, ...byName].slice(0, limit);
}

/** Great-circle distance in km (haversine, mean Earth radius 6,371 km). */
export function greatCircleKm(from: Pick<Place, "lat" | "lon">, to: Pick<Place, "lat" | "lon">): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(to.lat - from.lat);
  const dLon = rad(to.lon - from.lon);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(from.lat)) * Math.cos(rad(to.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(a)));
}
