import { Plus } from "lucide-react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { useTexts } from "@/i18n/use-texts";

/** 'Add webhook', in a card's or page's header and in the empty list. */
export function AddWebhookButton({ onClick, variant }: Pick<ButtonProps, "onClick" | "variant">) {
  const { t } = useTexts();
  return (
    <Button variant={variant} onClick={onClick}>
      <Plus aria-hidden="true" className="size-4" />
      {t("webhooks.add")}
    </Button>
  );
}
