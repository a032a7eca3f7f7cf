(self["webpackChunkipysigma"] = self["webpackChunkipysigma"] || []).push([["_4b97"],{

/***/ "?4b97":
/*!************************!*\
  !*** crypto (ignored) ***!
  \************************/
/***/ (() => {

/* (ignored) */

/***/ })

}]);
//# sourceMappingURL=_4b97.c50d29bbc3d9e8d566bf.js.map