var _JUPYTERLAB;
/******/ (() => { // webpackBootstrap
/******/ 	"use strict";
/******/ 	var __webpack_modules__ = ({

/***/ "webpack/container/entry/ipysigma":
/*!***********************!*\
  !*** container entry ***!
  \***********************/
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

var moduleMap = {
	"./index": () => {
		return Promise.all([__webpack_require__.e("vendors-node_modules_events_events_js-node_modules_sigma_rendering_webgl_programs_edge_rectan-f2e7ad"), __webpack_require__.e("vendors-node_modules_graphology-layout-forceatlas2_defaults_js-node_modules_graphology-layout-d3cba1"), __webpack_require__.e("vendors-node_modules_yomguithereal_sigma-experiments-renderers_edge_edge_curve_js-node_module-008457"), __webpack_require__.e("lib_widget_js-data_image_svg_xml_base64_PHN2ZyB3aWR0aD0iMjEiIGhlaWdodD0iMjEiIHZpZXdCb3g9IjAgM-6426be"), __webpack_require__.e("lib_index_js")]).then(() => (() => ((__webpack_require__(/*! ./lib/index.js */ "./lib/index.js")))));
	},
	"./extension": () => {
		return Promise.all([__webpack_require__.e("vendors-node_modules_events_events_js-node_modules_sigma_rendering_webgl_programs_edge_rectan-f2e7ad"), __webpack_require__.e("vendors-node_modules_graphology-layout-forceatlas2_defaults_js-node_modules_graphology-layout-d3cba1"), __webpack_require__.e("vendors-node_modules_yomguithereal_sigma-experiments-renderers_edge_edge_curve_js-node_module-008457"), __webpack_require__.e("lib_widget_js-data_image_svg_xml_base64_PHN2ZyB3aWR0aD0iMjEiIGhlaWdodD0iMjEiIHZpZXdCb3g9IjAgM-6426be"), __webpack_require__.e("lib_plugin_js")]).then(() => (() => ((__webpack_require__(/*! ./lib/plugin */ "./lib/plugin.js")))));
	}
};
var get = (module, getScope) => {
	__webpack_require__.R = getScope;
	getScope = (
		__webpack_require__.o(moduleMap, module)
			? moduleMap[module]()
			: Promise.resolve().then(() => {
				throw new Error('Module "' + module + '" does not exist in container.');
			})
	);
	__webpack_require__.R = undefined;
	return getScope;
};
var init = (shareScope, initScope) => {
	if (!__webpack_require__.S) return;
	var name = "default"
	var oldScope = __webpack_require__.S[name];
	if(oldScope && oldScope !== shareScope) throw new Error("Container initialization failed as it has already been initialized with a different share scope");
	__webpack_require__.S[name] = shareScope;
	return __webpack_require__.I(name, initScope);
};

// This exports getters to disallow modifications
__webpack_require__.d(exports, {
	get: () => (get),
	init: () => (init)
});

/***/ })

/******/ 	});
/************************************************************************/
/******/ 	// The module cache
/******/ 	var __webpack_module_cache__ = {};
/******/ 	
/******/ 	// The require function
/******/ 	function __webpack_require__(moduleId) {
/******/ 		// Check if module is in cache
/******/ 		var cachedModule = __webpack_module_cache__[moduleId];
/******/ 		if (cachedModule !== undefined) {
/******/ 			return cachedModule.exports;
/******/ 		}
/******/ 		// Create a new module (and put it into the cache)
/******/ 		var module = __webpack_module_cache__[moduleId] = {
/******/ 			id: moduleId,
/******/ 			loaded: false,
/******/ 			exports: {}
/******/ 		};
/******/ 	
/******/ 		// Execute the module function
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __webpack_require__);
/******/ 	
/******/ 		// Flag the module as loaded
/******/ 		module.loaded = true;
/******/ 	
/******/ 		// Return the exports of the module
/******/ 		return module.exports;
/******/ 	}
/******/ 	
/******/ 	// expose the modules object (__webpack_modules__)
/******/ 	__webpack_require__.m = __webpack_modules__;
/******/ 	
/******/ 	// expose the module cache
/******/ 	__webpack_require__.c = __webpack_module_cache__;
/******/ 	
/************************************************************************/
/******/ 	/* webpack/runtime/amd define */
/******/ 	(() => {
/******/ 		__webpack_require__.amdD = function () {
/******/ 			throw new Error('define cannot be used indirect');
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/amd options */
/******/ 	(() => {
/******/ 		__webpack_require__.amdO = {};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/compat get default export */
/******/ 	(() => {
/******/ 		// getDefaultExport function for compatibility with non-harmony modules
/******/ 		__webpack_require__.n = (module) => {
/******/ 			var getter = module && module.__esModule ?
/******/ 				() => (module['default']) :
/******/ 				() => (module);
/******/ 			__webpack_require__.d(getter, { a: getter });
/******/ 			return getter;
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/define property getters */
/******/ 	(() => {
/******/ 		// define getter functions for harmony exports
/******/ 		__webpack_require__.d = (exports, definition) => {
/******/ 			for(var key in definition) {
/******/ 				if(__webpack_require__.o(definition, key) && !__webpack_require__.o(exports, key)) {
/******/ 					Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 				}
/******/ 			}
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/ensure chunk */
/******/ 	(() => {
/******/ 		__webpack_require__.f = {};
/******/ 		// This file contains only the entry chunk.
/******/ 		// The chunk loading function for additional chunks
/******/ 		__webpack_require__.e = (chunkId) => {
/******/ 			return Promise.all(Object.keys(__webpack_require__.f).reduce((promises, key) => {
/******/ 				__webpack_require__.f[key](chunkId, promises);
/******/ 				return promises;
/******/ 			}, []));
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/get javascript chunk filename */
/******/ 	(() => {
/******/ 		// This function allow to reference async chunks
/******/ 		__webpack_require__.u = (chunkId) => {
/******/ 			// return url for filenames based on template
/******/ 			return "" + chunkId + "." + {"vendors-node_modules_events_events_js-node_modules_sigma_rendering_webgl_programs_edge_rectan-f2e7ad":"d04e79b04abe1ba62b1a","vendors-node_modules_graphology-layout-forceatlas2_defaults_js-node_modules_graphology-layout-d3cba1":"d8879b732237e0df86c1","vendors-node_modules_yomguithereal_sigma-experiments-renderers_edge_edge_curve_js-node_module-008457":"b984b99cadd462f211e3","lib_widget_js-data_image_svg_xml_base64_PHN2ZyB3aWR0aD0iMjEiIGhlaWdodD0iMjEiIHZpZXdCb3g9IjAgM-6426be":"5b65d24a08c8c56860a5","lib_index_js":"14ea78384dc208caf0d1","lib_plugin_js":"c8a13d00d8b43425ec0e","vendors-node_modules_choices_js_public_assets_scripts_choices_js":"ca83ea1b97bc7b1dde2b","vendors-node_modules_chroma-js_index_js":"1eb4b6ee8047041d7330","node_modules_comma-number_index_js":"b8778367abdcc556ac0a","vendors-node_modules_d3-interpolate_src_rgb_js":"a2177c13fad21447fd08","vendors-node_modules_d3-scale-chromatic_src_index_js":"22ec5d314e866f0129fb","vendors-node_modules_d3-scale_src_index_js":"6f3e634a8da9143576b1","node_modules_debounce_index_js":"5f5b9fe7aeb86f291fd7","node_modules_file-saver_dist_FileSaver_min_js":"81fbff02713240ddb9d8","vendors-node_modules_graphology-communities-louvain_index_js":"58c73ea8c8767f08469f","node_modules_graphology-utils_getters_js-node_modules_graphology-utils_infer-type_js-node_mod-f34fd3":"0ce686bfef6d97c918bb","vendors-node_modules_graphology-layout-forceatlas2_index_js":"54c3295fd1cb14e3d76d","node_modules_graphology-utils_is-graph_js":"6478caec92bf44f65e6c","vendors-node_modules_graphology_dist_graphology_umd_min_js":"8ebf5c481e27d1354998","vendors-node_modules_iwanthue_index_js":"10c7a312d5571075400b","node_modules_screenfull_index_js":"760b31e7261a00a99510","vendors-node_modules_seedrandom_index_js":"f5527f9560c9c122db45","_4b97":"c50d29bbc3d9e8d566bf","vendors-node_modules_sigma_index_js":"cdaa59ea2417ae92f357"}[chunkId] + ".js";
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/global */
/******/ 	(() => {
/******/ 		__webpack_require__.g = (function() {
/******/ 			if (typeof globalThis === 'object') return globalThis;
/******/ 			try {
/******/ 				return this || new Function('return this')();
/******/ 			} catch (e) {
/******/ 				if (typeof window === 'object') return window;
/******/ 			}
/******/ 		})();
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/hasOwnProperty shorthand */
/******/ 	(() => {
/******/ 		__webpack_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/load script */
/******/ 	(() => {
/******/ 		var inProgress = {};
/******/ 		var dataWebpackPrefix = "ipysigma:";
/******/ 		// loadScript function to load a script via script tag
/******/ 		__webpack_require__.l = (url, done, key, chunkId) => {
/******/ 			if(inProgress[url]) { inProgress[url].push(done); return; }
/******/ 			var script, needAttach;
/******/ 			if(key !== undefined) {
/******/ 				var scripts = document.getElementsByTagName("script");
/******/ 				for(var i = 0; i < scripts.length; i++) {
/******/ 					var s = scripts[i];
/******/ 					if(s.getAttribute("src") == url || s.getAttribute("data-webpack") == dataWebpackPrefix + key) { script = s; break; }
/******/ 				}
/******/ 			}
/******/ 			if(!script) {
/******/ 				needAttach = true;
/******/ 				script = document.createElement('script');
/******/ 		
/******/ 				script.charset = 'utf-8';
/******/ 				script.timeout = 120;
/******/ 				if (__webpack_require__.nc) {
/******/ 					script.setAttribute("nonce", __webpack_require__.nc);
/******/ 				}
/******/ 				script.setAttribute("data-webpack", dataWebpackPrefix + key);
/******/ 		
/******/ 				script.src = url;
/******/ 			}
/******/ 			inProgress[url] = [done];
/******/ 			var onScriptComplete = (prev, event) => {
/******/ 				// avoid mem leaks in IE.
/******/ 				script.onerror = script.onload = null;
/******/ 				clearTimeout(timeout);
/******/ 				var doneFns = inProgress[url];
/******/ 				delete inProgress[url];
/******/ 				script.parentNode && script.parentNode.removeChild(script);
/******/ 				doneFns && doneFns.forEach((fn) => (fn(event)));
/******/ 				if(prev) return prev(event);
/******/ 			}
/******/ 			var timeout = setTimeout(onScriptComplete.bind(null, undefined, { type: 'timeout', target: script }), 120000);
/******/ 			script.onerror = onScriptComplete.bind(null, script.onerror);
/******/ 			script.onload = onScriptComplete.bind(null, script.onload);
/******/ 			needAttach && document.head.appendChild(script);
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/make namespace object */
/******/ 	(() => {
/******/ 		// define __esModule on exports
/******/ 		__webpack_require__.r = (exports) => {
/******/ 			if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 				Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 			}
/******/ 			Object.defineProperty(exports, '__esModule', { value: true });
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/node module decorator */
/******/ 	(() => {
/******/ 		__webpack_require__.nmd = (module) => {
/******/ 			module.paths = [];
/******/ 			if (!module.children) module.children = [];
/******/ 			return module;
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/sharing */
/******/ 	(() => {
/******/ 		__webpack_require__.S = {};
/******/ 		var initPromises = {};
/******/ 		var initTokens = {};
/******/ 		__webpack_require__.I = (name, initScope) => {
/******/ 			if(!initScope) initScope = [];
/******/ 			// handling circular init calls
/******/ 			var initToken = initTokens[name];
/******/ 			if(!initToken) initToken = initTokens[name] = {};
/******/ 			if(initScope.indexOf(initToken) >= 0) return;
/******/ 			initScope.push(initToken);
/******/ 			// only runs once
/******/ 			if(initPromises[name]) return initPromises[name];
/******/ 			// creates a new share scope if needed
/******/ 			if(!__webpack_require__.o(__webpack_require__.S, name)) __webpack_require__.S[name] = {};
/******/ 			// runs all init snippets from all modules reachable
/******/ 			var scope = __webpack_require__.S[name];
/******/ 			var warn = (msg) => {
/******/ 				if (typeof console !== "undefined" && console.warn) console.warn(msg);
/******/ 			};
/******/ 			var uniqueName = "ipysigma";
/******/ 			var register = (name, version, factory, eager) => {
/******/ 				var versions = scope[name] = scope[name] || {};
/******/ 				var activeVersion = versions[version];
/******/ 				if(!activeVersion || (!activeVersion.loaded && (!eager != !activeVersion.eager ? eager : uniqueName > activeVersion.from))) versions[version] = { get: factory, from: uniqueName, eager: !!eager };
/******/ 			};
/******/ 			var initExternal = (id) => {
/******/ 				var handleError = (err) => (warn("Initialization of sharing external failed: " + err));
/******/ 				try {
/******/ 					var module = __webpack_require__(id);
/******/ 					if(!module) return;
/******/ 					var initFn = (module) => (module && module.init && module.init(__webpack_require__.S[name], initScope))
/******/ 					if(module.then) return promises.push(module.then(initFn, handleError));
/******/ 					var initResult = initFn(module);
/******/ 					if(initResult && initResult.then) return promises.push(initResult['catch'](handleError));
/******/ 				} catch(err) { handleError(err); }
/******/ 			}
/******/ 			var promises = [];
/******/ 			switch(name) {
/******/ 				case "default": {
/******/ 					register("choices.js", "10.2.0", () => (__webpack_require__.e("vendors-node_modules_choices_js_public_assets_scripts_choices_js").then(() => (() => (__webpack_require__(/*! ./node_modules/choices.js/public/assets/scripts/choices.js */ "./node_modules/choices.js/public/assets/scripts/choices.js"))))));
/******/ 					register("chroma-js", "2.6.0", () => (__webpack_require__.e("vendors-node_modules_chroma-js_index_js").then(() => (() => (__webpack_require__(/*! ./node_modules/chroma-js/index.js */ "./node_modules/chroma-js/index.js"))))));
/******/ 					register("comma-number", "2.1.0", () => (__webpack_require__.e("node_modules_comma-number_index_js").then(() => (() => (__webpack_require__(/*! ./node_modules/comma-number/index.js */ "./node_modules/comma-number/index.js"))))));
/******/ 					register("d3-scale-chromatic", "3.1.0", () => (Promise.all([__webpack_require__.e("vendors-node_modules_d3-interpolate_src_rgb_js"), __webpack_require__.e("vendors-node_modules_d3-scale-chromatic_src_index_js")]).then(() => (() => (__webpack_require__(/*! ./node_modules/d3-scale-chromatic/src/index.js */ "./node_modules/d3-scale-chromatic/src/index.js"))))));
/******/ 					register("d3-scale", "4.0.2", () => (Promise.all([__webpack_require__.e("vendors-node_modules_d3-interpolate_src_rgb_js"), __webpack_require__.e("vendors-node_modules_d3-scale_src_index_js")]).then(() => (() => (__webpack_require__(/*! ./node_modules/d3-scale/src/index.js */ "./node_modules/d3-scale/src/index.js"))))));
/******/ 					register("debounce", "1.2.1", () => (__webpack_require__.e("node_modules_debounce_index_js").then(() => (() => (__webpack_require__(/*! ./node_modules/debounce/index.js */ "./node_modules/debounce/index.js"))))));
/******/ 					register("file-saver", "2.0.5", () => (__webpack_require__.e("node_modules_file-saver_dist_FileSaver_min_js").then(() => (() => (__webpack_require__(/*! ./node_modules/file-saver/dist/FileSaver.min.js */ "./node_modules/file-saver/dist/FileSaver.min.js"))))));
/******/ 					register("graphology-communities-louvain", "2.0.2", () => (Promise.all([__webpack_require__.e("vendors-node_modules_graphology-communities-louvain_index_js"), __webpack_require__.e("node_modules_graphology-utils_getters_js-node_modules_graphology-utils_infer-type_js-node_mod-f34fd3")]).then(() => (() => (__webpack_require__(/*! ./node_modules/graphology-communities-louvain/index.js */ "./node_modules/graphology-communities-louvain/index.js"))))));
/******/ 					register("graphology-layout-forceatlas2", "0.10.1", () => (Promise.all([__webpack_require__.e("vendors-node_modules_graphology-layout-forceatlas2_defaults_js-node_modules_graphology-layout-d3cba1"), __webpack_require__.e("vendors-node_modules_graphology-layout-forceatlas2_index_js"), __webpack_require__.e("node_modules_graphology-utils_is-graph_js")]).then(() => (() => (__webpack_require__(/*! ./node_modules/graphology-layout-forceatlas2/index.js */ "./node_modules/graphology-layout-forceatlas2/index.js"))))));
/******/ 					register("graphology", "0.25.4", () => (__webpack_require__.e("vendors-node_modules_graphology_dist_graphology_umd_min_js").then(() => (() => (__webpack_require__(/*! ./node_modules/graphology/dist/graphology.umd.min.js */ "./node_modules/graphology/dist/graphology.umd.min.js"))))));
/******/ 					register("ipysigma", "0.24.6", () => (Promise.all([__webpack_require__.e("vendors-node_modules_events_events_js-node_modules_sigma_rendering_webgl_programs_edge_rectan-f2e7ad"), __webpack_require__.e("vendors-node_modules_graphology-layout-forceatlas2_defaults_js-node_modules_graphology-layout-d3cba1"), __webpack_require__.e("vendors-node_modules_yomguithereal_sigma-experiments-renderers_edge_edge_curve_js-node_module-008457"), __webpack_require__.e("lib_widget_js-data_image_svg_xml_base64_PHN2ZyB3aWR0aD0iMjEiIGhlaWdodD0iMjEiIHZpZXdCb3g9IjAgM-6426be"), __webpack_require__.e("lib_index_js")]).then(() => (() => (__webpack_require__(/*! ./lib/index.js */ "./lib/index.js"))))));
/******/ 					register("iwanthue", "2.0.0", () => (__webpack_require__.e("vendors-node_modules_iwanthue_index_js").then(() => (() => (__webpack_require__(/*! ./node_modules/iwanthue/index.js */ "./node_modules/iwanthue/index.js"))))));
/******/ 					register("screenfull", "6.0.2", () => (__webpack_require__.e("node_modules_screenfull_index_js").then(() => (() => (__webpack_require__(/*! ./node_modules/screenfull/index.js */ "./node_modules/screenfull/index.js"))))));
/******/ 					register("seedrandom", "3.0.5", () => (Promise.all([__webpack_require__.e("vendors-node_modules_seedrandom_index_js"), __webpack_require__.e("_4b97")]).then(() => (() => (__webpack_require__(/*! ./node_modules/seedrandom/index.js */ "./node_modules/seedrandom/index.js"))))));
/******/ 					register("sigma", "3.0.0-alpha2", () => (Promise.all([__webpack_require__.e("vendors-node_modules_events_events_js-node_modules_sigma_rendering_webgl_programs_edge_rectan-f2e7ad"), __webpack_require__.e("vendors-node_modules_sigma_index_js")]).then(() => (() => (__webpack_require__(/*! ./node_modules/sigma/index.js */ "./node_modules/sigma/index.js"))))));
/******/ 				}
/******/ 				break;
/******/ 			}
/******/ 			if(!promises.length) return initPromises[name] = 1;
/******/ 			return initPromises[name] = Promise.all(promises).then(() => (initPromises[name] = 1));
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/publicPath */
/******/ 	(() => {
/******/ 		var scriptUrl;
/******/ 		if (__webpack_require__.g.importScripts) scriptUrl = __webpack_require__.g.location + "";
/******/ 		var document = __webpack_require__.g.document;
/******/ 		if (!scriptUrl && document) {
/******/ 			if (document.currentScript && document.currentScript.tagName.toUpperCase() === 'SCRIPT')
/******/ 				scriptUrl = document.currentScript.src;
/******/ 			if (!scriptUrl) {
/******/ 				var scripts = document.getElementsByTagName("script");
/******/ 				if(scripts.length) {
/******/ 					var i = scripts.length - 1;
/******/ 					while (i > -1 && (!scriptUrl || !/^http(s?):/.test(scriptUrl))) scriptUrl = scripts[i--].src;
/******/ 				}
/******/ 			}
/******/ 		}
/******/ 		// When supporting browsers where an automatic publicPath is not supported you must specify an output.publicPath manually via configuration
/******/ 		// or pass an empty string ("") and set the __webpack_public_path__ variable from your code to use your own logic.
/******/ 		if (!scriptUrl) throw new Error("Automatic publicPath is not supported in this browser");
/******/ 		scriptUrl = scriptUrl.replace(/#.*$/, "").replace(/\?.*$/, "").replace(/\/[^\/]+$/, "/");
/******/ 		__webpack_require__.p = scriptUrl;
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/consumes */
/******/ 	(() => {
/******/ 		var parseVersion = (str) => {
/******/ 			// see webpack/lib/util/semver.js for original code
/******/ 			var p=p=>{return p.split(".").map((p=>{return+p==p?+p:p}))},n=/^([^-+]+)?(?:-([^+]+))?(?:\+(.+))?$/.exec(str),r=n[1]?p(n[1]):[];return n[2]&&(r.length++,r.push.apply(r,p(n[2]))),n[3]&&(r.push([]),r.push.apply(r,p(n[3]))),r;
/******/ 		}
/******/ 		var versionLt = (a, b) => {
/******/ 			// see webpack/lib/util/semver.js for original code
/******/ 			a=parseVersion(a),b=parseVersion(b);for(var r=0;;){if(r>=a.length)return r<b.length&&"u"!=(typeof b[r])[0];var e=a[r],n=(typeof e)[0];if(r>=b.length)return"u"==n;var t=b[r],f=(typeof t)[0];if(n!=f)return"o"==n&&"n"==f||("s"==f||"u"==n);if("o"!=n&&"u"!=n&&e!=t)return e<t;r++}
/******/ 		}
/******/ 		var rangeToString = (range) => {
/******/ 			// see webpack/lib/util/semver.js for original code
/******/ 			var r=range[0],n="";if(1===range.length)return"*";if(r+.5){n+=0==r?">=":-1==r?"<":1==r?"^":2==r?"~":r>0?"=":"!=";for(var e=1,a=1;a<range.length;a++){e--,n+="u"==(typeof(t=range[a]))[0]?"-":(e>0?".":"")+(e=2,t)}return n}var g=[];for(a=1;a<range.length;a++){var t=range[a];g.push(0===t?"not("+o()+")":1===t?"("+o()+" || "+o()+")":2===t?g.pop()+" "+g.pop():rangeToString(t))}return o();function o(){return g.pop().replace(/^\((.+)\)$/,"$1")}
/******/ 		}
/******/ 		var satisfy = (range, version) => {
/******/ 			// see webpack/lib/util/semver.js for original code
/******/ 			if(0 in range){version=parseVersion(version);var e=range[0],r=e<0;r&&(e=-e-1);for(var n=0,i=1,a=!0;;i++,n++){var f,s,g=i<range.length?(typeof range[i])[0]:"";if(n>=version.length||"o"==(s=(typeof(f=version[n]))[0]))return!a||("u"==g?i>e&&!r:""==g!=r);if("u"==s){if(!a||"u"!=g)return!1}else if(a)if(g==s)if(i<=e){if(f!=range[i])return!1}else{if(r?f>range[i]:f<range[i])return!1;f!=range[i]&&(a=!1)}else if("s"!=g&&"n"!=g){if(r||i<=e)return!1;a=!1,i--}else{if(i<=e||s<g!=r)return!1;a=!1}else"s"!=g&&"n"!=g&&(a=!1,i--)}}var t=[],o=t.pop.bind(t);for(n=1;n<range.length;n++){var u=range[n];t.push(1==u?o()|o():2==u?o()&o():u?satisfy(u,version):!o())}return!!o();
/******/ 		}
/******/ 		var exists = (scope, key) => {
/******/ 			return scope && __webpack_require__.o(scope, key);
/******/ 		}
/******/ 		var get = (entry) => {
/******/ 			entry.loaded = 1;
/******/ 			return entry.get()
/******/ 		};
/******/ 		var eagerOnly = (versions) => {
/******/ 			return Object.keys(versions).reduce((filtered, version) => {
/******/ 					if (versions[version].eager) {
/******/ 						filtered[version] = versions[version];
/******/ 					}
/******/ 					return filtered;
/******/ 			}, {});
/******/ 		};
/******/ 		var findLatestVersion = (scope, key, eager) => {
/******/ 			var versions = eager ? eagerOnly(scope[key]) : scope[key];
/******/ 			var key = Object.keys(versions).reduce((a, b) => {
/******/ 				return !a || versionLt(a, b) ? b : a;
/******/ 			}, 0);
/******/ 			return key && versions[key];
/******/ 		};
/******/ 		var findSatisfyingVersion = (scope, key, requiredVersion, eager) => {
/******/ 			var versions = eager ? eagerOnly(scope[key]) : scope[key];
/******/ 			var key = Object.keys(versions).reduce((a, b) => {
/******/ 				if (!satisfy(requiredVersion, b)) return a;
/******/ 				return !a || versionLt(a, b) ? b : a;
/******/ 			}, 0);
/******/ 			return key && versions[key]
/******/ 		};
/******/ 		var findSingletonVersionKey = (scope, key, eager) => {
/******/ 			var versions = eager ? eagerOnly(scope[key]) : scope[key];
/******/ 			return Object.keys(versions).reduce((a, b) => {
/******/ 				return !a || (!versions[a].loaded && versionLt(a, b)) ? b : a;
/******/ 			}, 0);
/******/ 		};
/******/ 		var getInvalidSingletonVersionMessage = (scope, key, version, requiredVersion) => {
/******/ 			return "Unsatisfied version " + version + " from " + (version && scope[key][version].from) + " of shared singleton module " + key + " (required " + rangeToString(requiredVersion) + ")"
/******/ 		};
/******/ 		var getInvalidVersionMessage = (scope, scopeName, key, requiredVersion, eager) => {
/******/ 			var versions = scope[key];
/******/ 			return "No satisfying version (" + rangeToString(requiredVersion) + ")" + (eager ? " for eager consumption" : "") + " of shared module " + key + " found in shared scope " + scopeName + ".\n" +
/******/ 				"Available versions: " + Object.keys(versions).map((key) => {
/******/ 				return key + " from " + versions[key].from;
/******/ 			}).join(", ");
/******/ 		};
/******/ 		var fail = (msg) => {
/******/ 			throw new Error(msg);
/******/ 		}
/******/ 		var failAsNotExist = (scopeName, key) => {
/******/ 			return fail("Shared module " + key + " doesn't exist in shared scope " + scopeName);
/******/ 		}
/******/ 		var warn = /*#__PURE__*/ (msg) => {
/******/ 			if (typeof console !== "undefined" && console.warn) console.warn(msg);
/******/ 		};
/******/ 		var init = (fn) => (function(scopeName, key, eager, c, d) {
/******/ 			var promise = __webpack_require__.I(scopeName);
/******/ 			if (promise && promise.then && !eager) {
/******/ 				return promise.then(fn.bind(fn, scopeName, __webpack_require__.S[scopeName], key, false, c, d));
/******/ 			}
/******/ 			return fn(scopeName, __webpack_require__.S[scopeName], key, eager, c, d);
/******/ 		});
/******/ 		
/******/ 		var useFallback = (scopeName, key, fallback) => {
/******/ 			return fallback ? fallback() : failAsNotExist(scopeName, key);
/******/ 		}
/******/ 		var load = /*#__PURE__*/ init((scopeName, scope, key, eager, fallback) => {
/******/ 			if (!exists(scope, key)) return useFallback(scopeName, key, fallback);
/******/ 			return get(findLatestVersion(scope, key, eager));
/******/ 		});
/******/ 		var loadVersion = /*#__PURE__*/ init((scopeName, scope, key, eager, requiredVersion, fallback) => {
/******/ 			if (!exists(scope, key)) return useFallback(scopeName, key, fallback);
/******/ 			var satisfyingVersion = findSatisfyingVersion(scope, key, requiredVersion, eager);
/******/ 			if (satisfyingVersion) return get(satisfyingVersion);
/******/ 			warn(getInvalidVersionMessage(scope, scopeName, key, requiredVersion, eager))
/******/ 			return get(findLatestVersion(scope, key, eager));
/******/ 		});
/******/ 		var loadStrictVersion = /*#__PURE__*/ init((scopeName, scope, key, eager, requiredVersion, fallback) => {
/******/ 			if (!exists(scope, key)) return useFallback(scopeName, key, fallback);
/******/ 			var satisfyingVersion = findSatisfyingVersion(scope, key, requiredVersion, eager);
/******/ 			if (satisfyingVersion) return get(satisfyingVersion);
/******/ 			if (fallback) return fallback();
/******/ 			fail(getInvalidVersionMessage(scope, scopeName, key, requiredVersion, eager));
/******/ 		});
/******/ 		var loadSingleton = /*#__PURE__*/ init((scopeName, scope, key, eager, fallback) => {
/******/ 			if (!exists(scope, key)) return useFallback(scopeName, key, fallback);
/******/ 			var version = findSingletonVersionKey(scope, key, eager);
/******/ 			return get(scope[key][version]);
/******/ 		});
/******/ 		var loadSingletonVersion = /*#__PURE__*/ init((scopeName, scope, key, eager, requiredVersion, fallback) => {
/******/ 			if (!exists(scope, key)) return useFallback(scopeName, key, fallback);
/******/ 			var version = findSingletonVersionKey(scope, key, eager);
/******/ 			if (!satisfy(requiredVersion, version)) {
/******/ 				warn(getInvalidSingletonVersionMessage(scope, key, version, requiredVersion));
/******/ 			}
/******/ 			return get(scope[key][version]);
/******/ 		});
/******/ 		var loadStrictSingletonVersion = /*#__PURE__*/ init((scopeName, scope, key, eager, requiredVersion, fallback) => {
/******/ 			if (!exists(scope, key)) return useFallback(scopeName, key, fallback);
/******/ 			var version = findSingletonVersionKey(scope, key, eager);
/******/ 			if (!satisfy(requiredVersion, version)) {
/******/ 				fail(getInvalidSingletonVersionMessage(scope, key, version, requiredVersion));
/******/ 			}
/******/ 			return get(scope[key][version]);
/******/ 		});
/******/ 		var installedModules = {};
/******/ 		var moduleToHandlerMapping = {
/******/ 			"webpack/sharing/consume/default/@jupyter-widgets/base": () => (loadSingletonVersion("default", "@jupyter-widgets/base", false, [,[1,6],[1,5],[1,4],[1,3],[1,2],[1,1,1,10],1,1,1,1,1])),
/******/ 			"webpack/sharing/consume/default/graphology-layout-forceatlas2/graphology-layout-forceatlas2": () => (loadStrictVersion("default", "graphology-layout-forceatlas2", false, [4,0,10,1], () => (__webpack_require__.e("vendors-node_modules_graphology-layout-forceatlas2_index_js").then(() => (() => (__webpack_require__(/*! graphology-layout-forceatlas2 */ "./node_modules/graphology-layout-forceatlas2/index.js"))))))),
/******/ 			"webpack/sharing/consume/default/sigma/sigma": () => (loadStrictVersion("default", "sigma", false, [6,3,0,0,,"alpha2"], () => (__webpack_require__.e("vendors-node_modules_sigma_index_js").then(() => (() => (__webpack_require__(/*! sigma */ "./node_modules/sigma/index.js"))))))),
/******/ 			"webpack/sharing/consume/default/graphology-communities-louvain/graphology-communities-louvain": () => (loadStrictVersion("default", "graphology-communities-louvain", false, [1,2,0,0], () => (__webpack_require__.e("vendors-node_modules_graphology-communities-louvain_index_js").then(() => (() => (__webpack_require__(/*! graphology-communities-louvain */ "./node_modules/graphology-communities-louvain/index.js"))))))),
/******/ 			"webpack/sharing/consume/default/seedrandom/seedrandom": () => (loadStrictVersion("default", "seedrandom", false, [1,3,0,5], () => (Promise.all([__webpack_require__.e("vendors-node_modules_seedrandom_index_js"), __webpack_require__.e("_4b97")]).then(() => (() => (__webpack_require__(/*! seedrandom */ "./node_modules/seedrandom/index.js"))))))),
/******/ 			"webpack/sharing/consume/default/chroma-js/chroma-js": () => (loadStrictVersion("default", "chroma-js", false, [1,2,4,2], () => (__webpack_require__.e("vendors-node_modules_chroma-js_index_js").then(() => (() => (__webpack_require__(/*! chroma-js */ "./node_modules/chroma-js/index.js"))))))),
/******/ 			"webpack/sharing/consume/default/comma-number/comma-number": () => (loadStrictVersion("default", "comma-number", false, [1,2,1,0], () => (__webpack_require__.e("node_modules_comma-number_index_js").then(() => (() => (__webpack_require__(/*! comma-number */ "./node_modules/comma-number/index.js"))))))),
/******/ 			"webpack/sharing/consume/default/screenfull/screenfull": () => (loadStrictVersion("default", "screenfull", false, [1,6,0,1], () => (__webpack_require__.e("node_modules_screenfull_index_js").then(() => (() => (__webpack_require__(/*! screenfull */ "./node_modules/screenfull/index.js"))))))),
/******/ 			"webpack/sharing/consume/default/debounce/debounce": () => (loadStrictVersion("default", "debounce", false, [1,1,2,1], () => (__webpack_require__.e("node_modules_debounce_index_js").then(() => (() => (__webpack_require__(/*! debounce */ "./node_modules/debounce/index.js"))))))),
/******/ 			"webpack/sharing/consume/default/choices.js/choices.js": () => (loadStrictVersion("default", "choices.js", false, [1,10,1,0], () => (__webpack_require__.e("vendors-node_modules_choices_js_public_assets_scripts_choices_js").then(() => (() => (__webpack_require__(/*! choices.js */ "./node_modules/choices.js/public/assets/scripts/choices.js"))))))),
/******/ 			"webpack/sharing/consume/default/graphology/graphology": () => (loadStrictVersion("default", "graphology", false, [2,0,25,1], () => (__webpack_require__.e("vendors-node_modules_graphology_dist_graphology_umd_min_js").then(() => (() => (__webpack_require__(/*! graphology */ "./node_modules/graphology/dist/graphology.umd.min.js"))))))),
/******/ 			"webpack/sharing/consume/default/d3-scale/d3-scale": () => (loadStrictVersion("default", "d3-scale", false, [1,4,0,2], () => (Promise.all([__webpack_require__.e("vendors-node_modules_d3-interpolate_src_rgb_js"), __webpack_require__.e("vendors-node_modules_d3-scale_src_index_js")]).then(() => (() => (__webpack_require__(/*! d3-scale */ "./node_modules/d3-scale/src/index.js"))))))),
/******/ 			"webpack/sharing/consume/default/d3-scale-chromatic/d3-scale-chromatic": () => (loadStrictVersion("default", "d3-scale-chromatic", false, [1,3,0,0], () => (Promise.all([__webpack_require__.e("vendors-node_modules_d3-interpolate_src_rgb_js"), __webpack_require__.e("vendors-node_modules_d3-scale-chromatic_src_index_js")]).then(() => (() => (__webpack_require__(/*! d3-scale-chromatic */ "./node_modules/d3-scale-chromatic/src/index.js"))))))),
/******/ 			"webpack/sharing/consume/default/file-saver/file-saver": () => (loadStrictVersion("default", "file-saver", false, [1,2,0,5], () => (__webpack_require__.e("node_modules_file-saver_dist_FileSaver_min_js").then(() => (() => (__webpack_require__(/*! file-saver */ "./node_modules/file-saver/dist/FileSaver.min.js"))))))),
/******/ 			"webpack/sharing/consume/default/iwanthue/iwanthue": () => (loadStrictVersion("default", "iwanthue", false, [1,2,0,0], () => (__webpack_require__.e("vendors-node_modules_iwanthue_index_js").then(() => (() => (__webpack_require__(/*! iwanthue */ "./node_modules/iwanthue/index.js")))))))
/******/ 		};
/******/ 		// no consumes in initial chunks
/******/ 		var chunkMapping = {
/******/ 			"lib_widget_js-data_image_svg_xml_base64_PHN2ZyB3aWR0aD0iMjEiIGhlaWdodD0iMjEiIHZpZXdCb3g9IjAgM-6426be": [
/******/ 				"webpack/sharing/consume/default/@jupyter-widgets/base",
/******/ 				"webpack/sharing/consume/default/graphology-layout-forceatlas2/graphology-layout-forceatlas2",
/******/ 				"webpack/sharing/consume/default/sigma/sigma",
/******/ 				"webpack/sharing/consume/default/graphology-communities-louvain/graphology-communities-louvain",
/******/ 				"webpack/sharing/consume/default/seedrandom/seedrandom",
/******/ 				"webpack/sharing/consume/default/chroma-js/chroma-js",
/******/ 				"webpack/sharing/consume/default/comma-number/comma-number",
/******/ 				"webpack/sharing/consume/default/screenfull/screenfull",
/******/ 				"webpack/sharing/consume/default/debounce/debounce",
/******/ 				"webpack/sharing/consume/default/choices.js/choices.js",
/******/ 				"webpack/sharing/consume/default/graphology/graphology",
/******/ 				"webpack/sharing/consume/default/d3-scale/d3-scale",
/******/ 				"webpack/sharing/consume/default/d3-scale-chromatic/d3-scale-chromatic",
/******/ 				"webpack/sharing/consume/default/file-saver/file-saver",
/******/ 				"webpack/sharing/consume/default/iwanthue/iwanthue"
/******/ 			]
/******/ 		};
/******/ 		var startedInstallModules = {};
/******/ 		__webpack_require__.f.consumes = (chunkId, promises) => {
/******/ 			if(__webpack_require__.o(chunkMapping, chunkId)) {
/******/ 				chunkMapping[chunkId].forEach((id) => {
/******/ 					if(__webpack_require__.o(installedModules, id)) return promises.push(installedModules[id]);
/******/ 					if(!startedInstallModules[id]) {
/******/ 					var onFactory = (factory) => {
/******/ 						installedModules[id] = 0;
/******/ 						__webpack_require__.m[id] = (module) => {
/******/ 							delete __webpack_require__.c[id];
/******/ 							module.exports = factory();
/******/ 						}
/******/ 					};
/******/ 					startedInstallModules[id] = true;
/******/ 					var onError = (error) => {
/******/ 						delete installedModules[id];
/******/ 						__webpack_require__.m[id] = (module) => {
/******/ 							delete __webpack_require__.c[id];
/******/ 							throw error;
/******/ 						}
/******/ 					};
/******/ 					try {
/******/ 						var promise = moduleToHandlerMapping[id]();
/******/ 						if(promise.then) {
/******/ 							promises.push(installedModules[id] = promise.then(onFactory)['catch'](onError));
/******/ 						} else onFactory(promise);
/******/ 					} catch(e) { onError(e); }
/******/ 					}
/******/ 				});
/******/ 			}
/******/ 		}
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/jsonp chunk loading */
/******/ 	(() => {
/******/ 		__webpack_require__.b = document.baseURI || self.location.href;
/******/ 		
/******/ 		// object to store loaded and loading chunks
/******/ 		// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 		// [resolve, reject, Promise] = chunk loading, 0 = chunk loaded
/******/ 		var installedChunks = {
/******/ 			"ipysigma": 0
/******/ 		};
/******/ 		
/******/ 		__webpack_require__.f.j = (chunkId, promises) => {
/******/ 				// JSONP chunk loading for javascript
/******/ 				var installedChunkData = __webpack_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 				if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 		
/******/ 					// a Promise means "currently loading".
/******/ 					if(installedChunkData) {
/******/ 						promises.push(installedChunkData[2]);
/******/ 					} else {
/******/ 						if(true) { // all chunks have JS
/******/ 							// setup Promise in chunk cache
/******/ 							var promise = new Promise((resolve, reject) => (installedChunkData = installedChunks[chunkId] = [resolve, reject]));
/******/ 							promises.push(installedChunkData[2] = promise);
/******/ 		
/******/ 							// start chunk loading
/******/ 							var url = __webpack_require__.p + __webpack_require__.u(chunkId);
/******/ 							// create error before stack unwound to get useful stacktrace later
/******/ 							var error = new Error();
/******/ 							var loadingEnded = (event) => {
/******/ 								if(__webpack_require__.o(installedChunks, chunkId)) {
/******/ 									installedChunkData = installedChunks[chunkId];
/******/ 									if(installedChunkData !== 0) installedChunks[chunkId] = undefined;
/******/ 									if(installedChunkData) {
/******/ 										var errorType = event && (event.type === 'load' ? 'missing' : event.type);
/******/ 										var realSrc = event && event.target && event.target.src;
/******/ 										error.message = 'Loading chunk ' + chunkId + ' failed.\n(' + errorType + ': ' + realSrc + ')';
/******/ 										error.name = 'ChunkLoadError';
/******/ 										error.type = errorType;
/******/ 										error.request = realSrc;
/******/ 										installedChunkData[1](error);
/******/ 									}
/******/ 								}
/******/ 							};
/******/ 							__webpack_require__.l(url, loadingEnded, "chunk-" + chunkId, chunkId);
/******/ 						}
/******/ 					}
/******/ 				}
/******/ 		};
/******/ 		
/******/ 		// no prefetching
/******/ 		
/******/ 		// no preloaded
/******/ 		
/******/ 		// no HMR
/******/ 		
/******/ 		// no HMR manifest
/******/ 		
/******/ 		// no on chunks loaded
/******/ 		
/******/ 		// install a JSONP callback for chunk loading
/******/ 		var webpackJsonpCallback = (parentChunkLoadingFunction, data) => {
/******/ 			var [chunkIds, moreModules, runtime] = data;
/******/ 			// add "moreModules" to the modules object,
/******/ 			// then flag all "chunkIds" as loaded and fire callback
/******/ 			var moduleId, chunkId, i = 0;
/******/ 			if(chunkIds.some((id) => (installedChunks[id] !== 0))) {
/******/ 				for(moduleId in moreModules) {
/******/ 					if(__webpack_require__.o(moreModules, moduleId)) {
/******/ 						__webpack_require__.m[moduleId] = moreModules[moduleId];
/******/ 					}
/******/ 				}
/******/ 				if(runtime) var result = runtime(__webpack_require__);
/******/ 			}
/******/ 			if(parentChunkLoadingFunction) parentChunkLoadingFunction(data);
/******/ 			for(;i < chunkIds.length; i++) {
/******/ 				chunkId = chunkIds[i];
/******/ 				if(__webpack_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 					installedChunks[chunkId][0]();
/******/ 				}
/******/ 				installedChunks[chunkId] = 0;
/******/ 			}
/******/ 		
/******/ 		}
/******/ 		
/******/ 		var chunkLoadingGlobal = self["webpackChunkipysigma"] = self["webpackChunkipysigma"] || [];
/******/ 		chunkLoadingGlobal.forEach(webpackJsonpCallback.bind(null, 0));
/******/ 		chunkLoadingGlobal.push = webpackJsonpCallback.bind(null, chunkLoadingGlobal.push.bind(chunkLoadingGlobal));
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/nonce */
/******/ 	(() => {
/******/ 		__webpack_require__.nc = undefined;
/******/ 	})();
/******/ 	
/************************************************************************/
/******/ 	
/******/ 	// module cache are used so entry inlining is disabled
/******/ 	// startup
/******/ 	// Load entry module and return exports
/******/ 	var __webpack_exports__ = __webpack_require__("webpack/container/entry/ipysigma");
/******/ 	(_JUPYTERLAB = typeof _JUPYTERLAB === "undefined" ? {} : _JUPYTERLAB).ipysigma = __webpack_exports__;
/******/ 	
/******/ })()
;
//# sourceMappingURL=remoteEntry.1841d421a1839a0ab676.js.map