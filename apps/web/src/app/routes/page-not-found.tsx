import { Link } from "react-router";
import { PageHeader } from "@/components/ui/page-header";

export function AreaPageNotFound({
  title,
  homePath,
  homeLabel = "Go to the dashboard",
}: {
  title: string;
  homePath: string;
  homeLabel?: string;
}) {
  return (
    <section>
      <PageHeader title={title} />
      <p className="text-sm text-slate-600">
        This page does not exist.{" "}
        <Link
          to={homePath}
          className="font-medium text-blue-600 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600"
        >
          {homeLabel}
        </Link>
      </p>
    </section>
  );
}
