export { EventDocuments, type EventDocumentsProps } from "./components/event-documents";
