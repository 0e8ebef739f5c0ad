// Spanish messages of ui (shell); keys and placeholders as in en.js.
export default {
  "shell.description":
    "Una explicación interactiva de la codificación posicional sinusoidal que usan los Transformers, con cada número calculado en tiempo real en tu navegador.",
  "shell.embedDescription":
    "Una sección del Explorador de codificación posicional, para insertar en la página de un curso.",
  "shell.starting": "Iniciando la calculadora…",
  "shell.noticesLabel": "Mensajes sobre este enlace",
  "shell.language": "Idioma",
  "shell.version": "Versión {version}",
};
