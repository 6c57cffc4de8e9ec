import { t } from "@/i18n/i18n";

/** That a change of the person's passkeys needs the network (the server keeps them). */
export const passkeysOfflineMessage = () => t("app-passkeys.offline");
