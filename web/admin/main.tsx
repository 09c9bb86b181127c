/** Mounts the admin console. */
import { render } from "preact";
import { Console } from "./console";

const root = document.getElementById("app");
if (root) render(<Console />, root);
