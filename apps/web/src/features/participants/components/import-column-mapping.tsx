import { PARTICIPANT_IMPORT_FIELDS, REQUIRED_PARTICIPANT_IMPORT_FIELDS } from "@events/contract";
import { SelectField } from "@/components/ui/select-field";
import { useTexts } from "@/i18n/use-texts";
import { importFieldText } from "../utils/import-field-text";
import type { ImportMapping } from "../utils/import-mapping";

const REQUIRED_FIELDS: readonly string[] = REQUIRED_PARTICIPANT_IMPORT_FIELDS;

/** One choice of column per participant field, from the columns the file has. */
export function ImportColumnMapping({
  columns,
  mapping,
  onChange,
  isBusy,
}: {
  columns: readonly string[];
  mapping: ImportMapping;
  onChange: (mapping: ImportMapping) => void;
  isBusy: boolean;
}) {
  const { t } = useTexts();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-semibold text-slate-900">
        {t("participants.import.mappingLegend")}
      </legend>
      <p className="text-sm text-slate-600">{t("participants.import.mappingHint")}</p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {PARTICIPANT_IMPORT_FIELDS.map((field) => (
          <SelectField
            key={field}
            label={importFieldText(field)}
            isRequired={REQUIRED_FIELDS.includes(field)}
            value={mapping[field] ?? ""}
            disabled={isBusy}
            onChange={(event) => {
              const next = { ...mapping };
              if (event.target.value === "") delete next[field];
              else next[field] = event.target.value;
              onChange(next);
            }}
          >
            <option value="">{t("participants.import.notInFile")}</option>
            {columns.map((column) => (
              <option key={column} value={column}>
                {column}
              </option>
            ))}
          </SelectField>
        ))}
      </div>
    </fieldset>
  );
}
