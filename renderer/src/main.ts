import { createPinia } from 'pinia';
import { createApp } from 'vue';
import App from './App.vue';
import { initApi } from './api/client';
import { i18n } from './i18n';
import { createAppRouter, resolveExternalRoute } from './router';
import { useAppStore } from './stores/app';
import './styles.css';

// First: pick the transport. In a browser this takes `?token=` out of the address bar before the
// router reads the URL.
initApi();

const pinia = createPinia();
const router = createAppRouter();
const app = createApp(App);
app.use(pinia);
app.use(i18n);
app.use(router);

const appStore = useAppStore(pinia);
void appStore
  .start({
    navigate: (route) => {
      const target = resolveExternalRoute(router, route);
      if (target) void router.push(target);
    },
  })
  .catch(() => {
    /* shown by the shell (appStore.loadError) with a retry button */
  });

app.mount('#app');
