export {
  DateTimePicker,
  type DateTimePickerProps,
  END_BEFORE_START_MESSAGE,
} from "./date-time-picker";
