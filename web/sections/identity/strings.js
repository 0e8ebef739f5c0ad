import { catalogue } from "../../js/i18n/catalogue.js";
import en from "./strings/en.js";

export const { t, nodes } = catalogue("identity", { en });
