import { useRouteLoaderData } from "react-router";
import type { CompanyContact } from "./company";

/**
 * The company's contact facts the root loader sent (app/root.tsx), for components on every page; undefined only
 * when the root loader itself failed, and then they are left out.
 */
export function useCompanyContact(): CompanyContact | undefined {
  return useRouteLoaderData<{ company?: CompanyContact }>("root")?.company;
}
