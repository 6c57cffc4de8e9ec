export {
  DateTimePicker,
  type DateTimePickerProps,
  END_BEFORE_START_MESSAGE,
} from "./date-time-picker";
export {
  addMinutes,
  compareWallClock,
  fromDateAndTime,
  getRoundedNow,
  isBefore,
  parseWallClock,
  roundUpToFiveMinutes,
  toWallClockString,
  type WallClockParts,
} from "./wall-clock";
