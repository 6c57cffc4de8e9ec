// First, before any module builds a zod schema.
import "./lib/zod-config";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { preloadPage } from "./app/router";
import "./index.css";

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("The page has no #root element");

void preloadPage(window.location.pathname);
createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
