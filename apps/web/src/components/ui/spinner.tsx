import { LoaderCircle } from "lucide-react";

export function Spinner({ className = "size-6" }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={`animate-spin text-blue-600 ${className}`} />;
}
