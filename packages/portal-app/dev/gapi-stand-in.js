/* global window, document */
// A stand-in for Google's `gapi.iframes`, which the Firebase web SDK loads from
// https://apis.google.com/js/api.js for popup sign-in, even against the Auth emulator. With it the
// portal's real `signInWithPopup` reaches the emulator's account chooser with no internet: `pnpm dev`
// serves it (build/offline-google-plugin.ts) and the e2e suite routes api.js to it
// (e2e/support/gapi-stand-in.ts). One source for both (docs/decisions.md, "Offline dev stack").
//
// The same script runs in two places:
// - the portal page (the "parent"): Firebase calls `gapi.load('gapi.iframes')`, then
//   `getContext().open({ url, attributes }, callback)` to embed the emulator's helper iframe, and
//   `iframe.ping()`, `iframe.register('authEvent', …)` and `iframe.send('webStorageSupport', …)`;
// - the emulator's helper iframe (the "child"): its page calls `gapi.load` from `gapi_onload`,
//   then `getContext().getParentIframe()`, `register('webStorageSupport', …)` and
//   `send('authEvent', …)` once the popup hands it the sign-in result.
// Both sides talk with `postMessage`. Messages for a type nobody has registered yet are queued,
// as gapi does, because either side may send before the other registers its handler.
// Plain ES5 in one function: it runs as a classic script in any page, untransformed.
(function () {
  'use strict';
  if (window.gapi && window.gapi.__standIn) return;
  var TAG = '__gapiStandIn';
  var FILTER = function () {
    return true;
  };
  var nextId = 0;
  var script = document.currentScript;
  // Under `pnpm dev` the console names what this is and why sign-in may stall (offline, no emulator).
  var devNotes = !!(script && script.dataset && script.dataset.devNotes !== undefined);
  var HELPER_TIMEOUT_MS = 10000;
  if (devNotes) {
    console.info(
      "[pnpm dev] Google's api.js is a local stand-in (packages/portal-app/dev/gapi-stand-in.js): sign-in with the Auth emulator needs no internet.",
    );
    if (navigator.onLine === false) {
      console.warn(
        "[pnpm dev] No network: the page works against the local stack; the emulator's account chooser draws without its web fonts and styles.",
      );
    }
  }

  function Channel(target) {
    this.target = target;
    this.handlers = {};
    this.queued = {};
    this.replies = {};
    this.ready = false;
    this.readyWaiters = [];
  }
  Channel.prototype.post = function (message) {
    message[TAG] = true;
    this.target.postMessage(message, '*');
  };
  Channel.prototype.register = function (type, handler) {
    this.handlers[type] = handler;
    var waiting = this.queued[type] || [];
    delete this.queued[type];
    for (var i = 0; i < waiting.length; i++) this.deliver(waiting[i]);
  };
  Channel.prototype.send = function (type, data, callback) {
    var id = 'm' + ++nextId + '-' + Math.random().toString(36).slice(2);
    if (callback) this.replies[id] = callback;
    this.post({ kind: 'send', id: id, type: type, data: data });
  };
  Channel.prototype.deliver = function (message) {
    var handler = this.handlers[message.type];
    if (!handler) {
      (this.queued[message.type] = this.queued[message.type] || []).push(message);
      return;
    }
    var result;
    try {
      result = handler(message.data);
    } catch (error) {
      result = { status: 'ERROR', error: String(error) };
    }
    this.post({ kind: 'reply', id: message.id, responses: [result] });
  };
  Channel.prototype.receive = function (message) {
    if (message.kind === 'ready') {
      this.ready = true;
      var waiters = this.readyWaiters.splice(0);
      for (var i = 0; i < waiters.length; i++) waiters[i]();
    } else if (message.kind === 'send') {
      this.deliver(message);
    } else if (message.kind === 'reply') {
      var callback = this.replies[message.id];
      delete this.replies[message.id];
      if (callback) {
        try {
          callback(message.responses);
        } catch {
          /* Firebase throws after reading */
        }
      }
    }
  };

  var children = [];
  var parentChannel = null;

  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || typeof message !== 'object' || !message[TAG]) return;
    if (parentChannel && event.source === window.parent) return parentChannel.receive(message);
    for (var i = 0; i < children.length; i++) {
      if (children[i].element.contentWindow === event.source) return children[i].channel.receive(message);
    }
  });

  function IframeHandle(element) {
    this.element = element;
    this.channel = new Channel(element.contentWindow);
    this.channel.element = element;
  }
  IframeHandle.prototype.restyle = function () {
    return Promise.resolve();
  };
  IframeHandle.prototype.register = function (type, handler) {
    this.channel.register(type, handler);
  };
  IframeHandle.prototype.send = function (type, data, callback) {
    var channel = this.channel;
    if (channel.ready) return channel.send(type, data, callback);
    channel.readyWaiters.push(function () {
      channel.send(type, data, callback);
    });
  };
  IframeHandle.prototype.ping = function (callback) {
    var channel = this.channel;
    return new Promise(function (resolve) {
      var done = function () {
        if (callback) callback();
        resolve();
      };
      if (channel.ready) return done();
      channel.readyWaiters.push(done);
      if (devNotes) {
        var url = channel.element && channel.element.src;
        setTimeout(function () {
          if (!channel.ready)
            console.error(
              "[pnpm dev] The Auth emulator's helper iframe (" +
                url +
                ') did not answer within ' +
                HELPER_TIMEOUT_MS / 1000 +
                ' s: is the Auth emulator running? `pnpm dev` starts it and prints its address.',
            );
        }, HELPER_TIMEOUT_MS);
      }
    });
  };
  IframeHandle.prototype.getIframeEl = function () {
    return this.element;
  };

  var context = {
    open: function (options, callback) {
      var element = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (name) {
        if (name === 'style') Object.assign(element.style, attributes.style);
        else element.setAttribute(name, attributes[name]);
      });
      element.src = options.url;
      (options.where || document.body).appendChild(element);
      var handle = new IframeHandle(element);
      children.push(handle);
      // contentWindow exists once attached; the channel needs it before any message arrives.
      handle.channel.target = element.contentWindow;
      return callback ? callback(handle) : Promise.resolve(handle);
    },
    getParentIframe: function () {
      if (!parentChannel) {
        parentChannel = new Channel(window.parent);
        parentChannel.ready = true;
        parentChannel.post({ kind: 'ready' });
      }
      return {
        register: function (type, handler) {
          parentChannel.register(type, handler);
        },
        send: function (type, data, callback) {
          parentChannel.send(type, data, callback);
        },
      };
    },
  };

  window.gapi = {
    __standIn: true,
    load: function (_modules, options) {
      var callback = typeof options === 'function' ? options : options && options.callback;
      setTimeout(function () {
        if (callback) callback();
      }, 0);
    },
    iframes: {
      getContext: function () {
        return context;
      },
      CROSS_ORIGIN_IFRAMES_FILTER: FILTER,
    },
  };

  // api.js calls back either through its ?onload= parameter (Firebase) or window.gapi_onload (the emulator's iframe).
  var onload = script && script.src ? new URL(script.src).searchParams.get('onload') : null;
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    else if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
