// Generated: identical to themeInitScript of @ccnets/design-system (src/config/public-files.test.ts checks it).
// prettier-ignore
(function(){try{var m=localStorage.getItem("theme-mode");var d=m==='dark';document.documentElement.classList.toggle('dark',d);document.documentElement.style.colorScheme=d?'dark':'light';}catch(e){}})();
