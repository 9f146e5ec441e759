import { data, Link } from "react-router";
import { Button } from "#app/components/ui/button";
import { adminMeta } from "#app/features/admin/shared/admin-meta";
import { PageHeader } from "#app/features/admin/shared/page-header";

export function loader() {
  return data(null, { status: 404 });
}

export const meta = () => adminMeta("Page not found");

export default function AdminNotFound() {
  return (
    <>
      <PageHeader title="Page not found" description="There is no staff screen at this address." />
      <Button asChild>
        <Link to="/admin/dashboard">Go to the dashboard</Link>
      </Button>
    </>
  );
}
