import { LoaderCircleIcon } from "./first-visit-icons";

export function Spinner({ className = "size-6" }: { className?: string }) {
  return (
    <LoaderCircleIcon aria-hidden="true" className={`animate-spin text-blue-600 ${className}`} />
  );
}
