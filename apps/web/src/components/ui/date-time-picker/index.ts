export {
  DateTimePicker,
  type DateTimePickerProps,
} from "./date-time-picker";
export {
  DateTimeRangeFields,
  type DateTimeRangeFieldsProps,
} from "./date-time-range-fields";
